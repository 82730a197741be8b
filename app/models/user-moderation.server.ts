import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { moderationRefusal, type ModerationAction } from "~/models/moderation-rules";
import { requireAdmin, requireOwner } from "~/models/permissions.server";
import { deleteUserSessions } from "~/models/session.server";
import { isOwner, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/events.server";
import { DomainError } from "~/utils/domain-error";
import { timeframeStart, type Timeframe } from "~/utils/timeframe";

export const USER_NOT_FOUND = "User not found";

/** What the admin page shows about each account. */
export const adminUserSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  isAdmin: true,
  isBanned: true,
  isOnline: true,
  createdAt: true,
  lastSeen: true,
} as const;

const USER_LIST_LIMIT = 200;

/** Registered users, newest first (limited in the database). */
export async function listUsers(actor: PublicUser) {
  requireAdmin(actor);
  return prisma.user.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: USER_LIST_LIMIT,
    select: adminUserSelect,
  });
}

/** Users who joined within the timeframe, newest first. */
export async function newUsers(actor: PublicUser, timeframe: Timeframe, now = new Date()) {
  requireAdmin(actor);
  return prisma.user.findMany({
    where: { createdAt: { gte: timeframeStart(timeframe, now) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: USER_LIST_LIMIT,
    select: adminUserSelect,
  });
}

/** The account an owner's action is aimed at, once the moderation rule allows the action. */
async function targetOf(actor: PublicUser, userId: string, action: ModerationAction) {
  requireOwner(actor);
  const target = await prisma.user.findUnique({ where: { id: userId }, select: adminUserSelect });
  if (!target) throw new DomainError(404, USER_NOT_FOUND);
  const refusal = moderationRefusal({ id: actor.id, isOwner: isOwner(actor) }, target, action);
  if (refusal) throw refusal;
  return target;
}

/**
 * Changes the account only if it is still in the state the rule was checked against: a ban and
 * a promotion racing each other cannot both land (no banned administrator). When the state
 * changed meanwhile, the rule is asked again and says why.
 */
async function guardedUpdate(
  actor: PublicUser,
  userId: string,
  action: ModerationAction,
  where: Prisma.UserWhereInput,
  data: Prisma.UserUpdateManyMutationInput,
) {
  await targetOf(actor, userId, action);
  const changed = await prisma.user.updateMany({
    where: { id: userId, role: { not: "owner" }, ...where },
    data,
  });
  if (changed.count === 0) {
    await targetOf(actor, userId, action);
    throw new DomainError(409, "The account changed meanwhile. Please try again.");
  }
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: adminUserSelect });
}

/** Owner only: makes a user an administrator, and tells their open tabs and the other admins. */
export async function promoteUser(actor: PublicUser, userId: string) {
  const updated = await guardedUpdate(
    actor,
    userId,
    "promote",
    { isAdmin: false, isBanned: false },
    { isAdmin: true },
  );
  publish("toUser", { userId, event: "userPromoted", payload: { newRole: "admin" } });
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return updated;
}

/** Owner only: takes an administrator's rights away; their open tabs stop hearing admin news. */
export async function demoteUser(actor: PublicUser, userId: string) {
  const updated = await guardedUpdate(
    actor,
    userId,
    "demote",
    { isAdmin: true },
    { isAdmin: false },
  );
  publish("adminRightsRevoked", { userId });
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return updated;
}

/** Owner only: bans a user and ends every session they have open. */
export async function banUser(actor: PublicUser, userId: string) {
  const updated = await guardedUpdate(
    actor,
    userId,
    "ban",
    { isAdmin: false },
    { isBanned: true, isOnline: false },
  );
  await deleteUserSessions(userId);
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return updated;
}

/** Owner only: lifts a ban (they sign in again themselves). */
export async function unbanUser(actor: PublicUser, userId: string) {
  await targetOf(actor, userId, "unban");
  const updated = await prisma.user.update({
    where: { id: userId },
    data: { isBanned: false },
    select: adminUserSelect,
  });
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return updated;
}

/**
 * Owner only: deletes an account. The Deletion record (who, when) is written in the same
 * transaction; sessions, picture and notification state cascade, history rows keep their names.
 */
export async function deleteUser(actor: PublicUser, userId: string) {
  const target = await targetOf(actor, userId, "delete");
  const [record] = await prisma.$transaction([
    prisma.deletionRecord.create({
      data: {
        deletedUserId: target.id,
        deletedUsername: target.username,
        deletedByUserId: actor.id,
        deletedByUsername: actor.username,
      },
    }),
    prisma.user.delete({ where: { id: target.id } }),
  ]);
  publish("userSessionsEnded", { userId });
  publish("toAdmins", { event: "userDeleted", payload: { id: userId } });
  return record;
}

/**
 * /admin-setup and POST /api/admin/make-admin: the owner makes a user an administrator. Only
 * the owner hands out admin rights, so one administrator cannot mint others.
 */
export const makeAdmin = promoteUser;
