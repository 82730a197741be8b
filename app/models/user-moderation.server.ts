import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { containsPattern } from "~/models/like";
import { logModeration } from "~/models/moderation-log.server";
import { moderationRefusal, type ModerationAction } from "~/models/moderation-rules";
import { requireAdmin, requireOwner } from "~/models/permissions.server";
import { recordsAfterDeleting } from "~/models/player-records.server";
import { deleteUserSessions } from "~/models/session.server";
import { timeframeStart, type Timeframe } from "~/models/timeframe";
import {
  accountSelect,
  banEnd,
  isOwner,
  liftEndedBan,
  type PublicUser,
} from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { USER_QUERY_MAX_LENGTH, type BanInput } from "~/schemas/admin";
import { empty, prisma, sql } from "~/server/db.server";

export const USER_NOT_FOUND = "User not found";

/** What the admin page shows about each account. */
export const adminUserSelect = { ...accountSelect, lastSeen: true } as const;

/** Accounts per page of the admin list (and of GET /api/admin/users). */
export const USERS_PAGE_SIZE = 100;
const NEW_USERS_LIMIT = 200;

export type UserListRequest = { query: string; page: number };

/**
 * One page of registered users, newest first, and how many there are in all. A query keeps the
 * accounts whose tag or email contains it (case-insensitive, taken literally), banned ones
 * included: how an admin reaches one account among thousands.
 */
export async function listUsers(actor: PublicUser, { query, page }: UserListRequest) {
  requireAdmin(actor);
  const q = query.trim().toLowerCase();
  if (q.length > USER_QUERY_MAX_LENGTH) {
    throw new DomainError(400, `Search for at most ${USER_QUERY_MAX_LENGTH} characters.`);
  }
  const pattern = containsPattern(q);
  const matching = q
    ? sql`WHERE "usernameKey" LIKE ${pattern} ESCAPE '\\' OR lower("email") LIKE ${pattern} ESCAPE '\\'`
    : empty;
  const [rows, [counted]] = await Promise.all([
    prisma.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "User" ${matching}
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${USERS_PAGE_SIZE} OFFSET ${(page - 1) * USERS_PAGE_SIZE}`,
    prisma.$queryRaw<{ total: bigint | number }[]>`
      SELECT COUNT(*) AS "total" FROM "User" ${matching}`,
  ]);
  const ids = rows.map((row) => row.id);
  const found = await prisma.user.findMany({ where: { id: { in: ids } }, select: adminUserSelect });
  const byId = new Map(found.map((user) => [user.id, user]));
  const total = Number(counted.total);
  return {
    query: q,
    page,
    pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    total,
    users: ids.flatMap((id) => byId.get(id) ?? []),
  };
}

/** One account as the admin list shows it, or null (what a confirmation step is about). */
export async function adminUser(actor: PublicUser, userId: string) {
  requireAdmin(actor);
  return prisma.user.findUnique({ where: { id: userId }, select: adminUserSelect });
}

/** How many users joined within the timeframe (the list stops at its newest 200). */
export async function countNewUsers(actor: PublicUser, timeframe: Timeframe, now = new Date()) {
  requireAdmin(actor);
  return prisma.user.count({ where: { createdAt: { gte: timeframeStart(timeframe, now) } } });
}

/**
 * Users who joined within the timeframe, newest first: the newest 200 (GET /api/admin/new-users),
 * or the newest `limit`.
 */
export async function newUsers(
  actor: PublicUser,
  timeframe: Timeframe,
  now = new Date(),
  limit = NEW_USERS_LIMIT,
) {
  requireAdmin(actor);
  return prisma.user.findMany({
    where: { createdAt: { gte: timeframeStart(timeframe, now) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(limit, NEW_USERS_LIMIT),
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
 * changed meanwhile, the rule is asked again and says why. The change is logged (with its
 * reason) in the same transaction.
 */
async function guardedUpdate(
  actor: PublicUser,
  userId: string,
  action: ModerationAction,
  where: Prisma.UserWhereInput,
  data: Prisma.UserUpdateManyMutationInput,
  reason?: string | null,
) {
  await targetOf(actor, userId, action);
  const updated = await prisma.$transaction(async (tx) => {
    const changed = await tx.user.updateMany({
      where: { id: userId, role: { not: "owner" }, ...where },
      data,
    });
    if (changed.count === 0) return null;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: adminUserSelect,
    });
    await logModeration(tx, actor, action, userTarget(user), reason);
    return user;
  });
  if (!updated) {
    await targetOf(actor, userId, action);
    throw new DomainError(409, "The account changed meanwhile. Please try again.");
  }
  return updated;
}

const userTarget = (user: { id: string; username: string }) =>
  ({ type: "user", userId: user.id, name: user.username }) as const;

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

/**
 * Owner only: bans a user and ends every session they have open. The reason is shown to them at
 * sign-in; at `until` the ban lifts itself (at the next sweep, or at sign-in if that comes first),
 * without it it lasts until an unban.
 * Banning a banned account again replaces its reason and end.
 */
export async function banUser(actor: PublicUser, userId: string, ban: BanInput = {}) {
  const updated = await guardedUpdate(
    actor,
    userId,
    "ban",
    { isAdmin: false },
    {
      isBanned: true,
      isOnline: false,
      banReason: ban.reason || null,
      bannedUntil: ban.until ?? null,
    },
    banDetail(ban),
  );
  await deleteUserSessions(userId);
  publish("toAdmins", { event: "userUpdated", payload: { id: userId } });
  return { ...updated, banReason: ban.reason || null, bannedUntil: ban.until ?? null };
}

/**
 * The periodic sweep's part for bans: every ban whose end has come is lifted, so the account's
 * page, its tag links and the admin list show it as it is, not only once it signs in again. Only
 * bans still ending as read are lifted (a ban renewed meanwhile is kept).
 */
export async function liftEndedBans(now = new Date()) {
  const ended = await prisma.user.findMany({
    where: { isBanned: true, bannedUntil: { lte: now } },
    select: { id: true, bannedUntil: true },
  });
  for (const ban of ended) {
    if (await liftEndedBan(ban, now)) {
      publish("toAdmins", { event: "userUpdated", payload: { id: ban.id } });
    }
  }
  return ended.length;
}

/** The log's note on a ban: its end and its reason. */
function banDetail({ reason, until }: BanInput) {
  const parts = [until ? banEnd(until) : "no end", reason ? `reason: ${reason}` : null];
  return parts.filter(Boolean).join("; ");
}

/** Owner only: lifts a ban (they sign in again themselves). */
export async function unbanUser(actor: PublicUser, userId: string) {
  await targetOf(actor, userId, "unban");
  const updated = await prisma.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { isBanned: false, banReason: null, bannedUntil: null },
      select: adminUserSelect,
    });
    await logModeration(tx, actor, "unban", userTarget(user));
    return user;
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
  const record = await prisma.$transaction(async (tx) => {
    const refreshRecords = await recordsAfterDeleting(tx, target.id);
    const written = await tx.deletionRecord.create({
      data: {
        deletedUserId: target.id,
        deletedUsername: target.username,
        deletedByUserId: actor.id,
        deletedByUsername: actor.username,
      },
    });
    await tx.user.delete({ where: { id: target.id } });
    // Their sets stop counting for their opponents (and the sets they created go).
    await refreshRecords();
    return written;
  });
  publish("userSessionsEnded", { userId });
  publish("toAdmins", { event: "userDeleted", payload: { id: userId } });
  return record;
}

/**
 * /admin-setup and POST /api/admin/make-admin: the owner makes a user an administrator. Only
 * the owner hands out admin rights, so one administrator cannot mint others.
 */
export const makeAdmin = promoteUser;
