import { prisma } from "~/db.server";
import {
  moderationRefusal,
  ALREADY_ADMIN_USER,
  type ModerationAction,
} from "~/models/moderation-rules";
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
    orderBy: { createdAt: "desc" },
    take: USER_LIST_LIMIT,
    select: adminUserSelect,
  });
}

/** Users who joined within the timeframe, newest first. */
export async function newUsers(actor: PublicUser, timeframe: Timeframe, now = new Date()) {
  requireAdmin(actor);
  return prisma.user.findMany({
    where: { createdAt: { gte: timeframeStart(timeframe, now) } },
    orderBy: { createdAt: "desc" },
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

/** Gives a user admin rights, and tells their open tabs and the other admins. */
async function grantAdmin(userId: string) {
  const updated = await prisma.user.update({
    where: { id: userId },
    data: { isAdmin: true },
    select: adminUserSelect,
  });
  publish("toUser", { userId, event: "userPromoted", payload: { newRole: "admin" } });
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return updated;
}

/** Owner only: makes a user an administrator. */
export async function promoteUser(actor: PublicUser, userId: string) {
  await targetOf(actor, userId, "promote");
  return grantAdmin(userId);
}

/** Owner only: bans a user and ends every session they have open. */
export async function banUser(actor: PublicUser, userId: string) {
  await targetOf(actor, userId, "ban");
  const updated = await prisma.user.update({
    where: { id: userId },
    data: { isBanned: true, isOnline: false },
    select: adminUserSelect,
  });
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

/** /admin-setup and POST /api/admin/make-admin: an admin makes another user an admin. */
export async function makeAdmin(actor: PublicUser, userId: string) {
  requireAdmin(actor);
  const target = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, role: true, isAdmin: true },
  });
  if (!target) throw new DomainError(404, USER_NOT_FOUND);
  if (target.isAdmin || target.role === "owner") {
    throw new DomainError(409, ALREADY_ADMIN_USER);
  }
  return grantAdmin(userId);
}
