import {
  rawBoolean,
  rawDate,
  rawDateOrNull,
  type RawBoolean,
  type RawDate,
} from "~/models/raw-row.server";
import { publicUserSelect, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { prisma, readRaw, sql } from "~/server/db.server";
import { env } from "~/server/env.server";
import { currentRequest, oncePerRequest } from "~/server/request-context.server";

// Slide the expiry at most this often, so a burst of requests is not a burst of writes.
const touchEvery = () => Math.min(60_000, env.sessionIdleMs / 10);

/** Whether a touch of a session last active at `lastActiveAt` (ms) would slide its expiry. */
export const slideDue = (lastActiveAt: number, now = Date.now()) =>
  now - lastActiveAt >= touchEvery();

export async function createSession(userId: string) {
  const now = Date.now();
  return prisma.session.create({
    data: { userId, expiresAt: new Date(now + env.sessionIdleMs), lastActiveAt: new Date(now) },
    select: { id: true, expiresAt: true },
  });
}

/** The user's columns as read raw: dates (nullable or not) and booleans as the engine gives them. */
type SessionUserRow = {
  [K in keyof PublicUser]: Exclude<PublicUser[K], null> extends Date
    ? RawDate | Extract<PublicUser[K], null>
    : PublicUser[K] extends boolean
      ? RawBoolean
      : PublicUser[K];
} & {
  sessionId: string;
  sessionExpiresAt: RawDate;
  sessionLastActiveAt: RawDate;
};

/**
 * The session and its user in one hand-written statement: every signed-in request makes this
 * read, and Prisma's nested select cost about three times the CPU of the plain join (on SQLite
 * the join skips Prisma too, see readRaw).
 */
async function sessionWithUser(sessionId: string) {
  const [row] = await readRaw<SessionUserRow>(sql`
    SELECT s."id" AS "sessionId", s."expiresAt" AS "sessionExpiresAt",
      s."lastActiveAt" AS "sessionLastActiveAt",
      u."id", u."username", u."email", u."role", u."isAdmin", u."isBanned", u."isOnline",
      u."createdAt", u."updatedAt", u."profilePicture", u."main", u."secondaries",
      u."slippiCode", u."lastSeen", u."lastFriendRequestCheck"
    FROM "Session" AS s JOIN "User" AS u ON u."id" = s."userId"
    WHERE s."id" = ${sessionId}`);
  if (!row) return null;
  const user: PublicUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isAdmin: rawBoolean(row.isAdmin),
    isBanned: rawBoolean(row.isBanned),
    isOnline: rawBoolean(row.isOnline),
    createdAt: rawDate(row.createdAt),
    updatedAt: rawDate(row.updatedAt),
    profilePicture: row.profilePicture,
    main: row.main,
    secondaries: row.secondaries,
    slippiCode: row.slippiCode,
    lastSeen: rawDateOrNull(row.lastSeen),
    lastFriendRequestCheck: rawDateOrNull(row.lastFriendRequestCheck),
  } satisfies Record<keyof typeof publicUserSelect, unknown>;
  return {
    id: row.sessionId,
    expiresAt: rawDate(row.sessionExpiresAt),
    lastActiveAt: rawDate(row.sessionLastActiveAt),
    user,
  };
}

/**
 * A live session's user and when it ends unless used again, or null when the session is
 * unknown, expired or the user is banned. `touch` slides the inactivity window (background
 * polling passes false).
 */
export async function readSession(
  sessionId: string,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: PublicUser; expiresAt: Date; lastActiveAt: Date } | null> {
  // The rate limiter, the root loader and the route's loader all ask: one query answers them.
  const session = await oncePerRequest(`session:${sessionId}`, () => sessionWithUser(sessionId));
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.user.isBanned) {
    await deleteSession(session.id);
    return null;
  }
  if (touch && slideDue(session.lastActiveAt.getTime(), now)) {
    const expiresAt = new Date(now + env.sessionIdleMs);
    await prisma.session.update({
      where: { id: session.id },
      data: { lastActiveAt: new Date(now), expiresAt },
    });
    Object.assign(session, { lastActiveAt: new Date(now), expiresAt });
  }
  // A copy of the page kept for this session lasts until the expiry's next slide is due.
  const request = currentRequest();
  if (request) {
    const keepUntil = Math.min(
      session.lastActiveAt.getTime() + touchEvery(),
      session.expiresAt.getTime(),
    );
    request.session = { id: session.id, keepUntil };
  }
  const { user, expiresAt, lastActiveAt } = session;
  return { user, expiresAt, lastActiveAt };
}

/** The user behind a session id, or null (see readSession). */
export async function getSessionUser(
  sessionId: string,
  options?: { touch?: boolean },
): Promise<PublicUser | null> {
  return (await readSession(sessionId, options))?.user ?? null;
}

/** Ends one session; its sockets are closed too. */
export async function deleteSession(sessionId: string) {
  await prisma.session.deleteMany({ where: { id: sessionId } });
  publish("sessionEnded", { sessionId });
}

/** Ends every session of a user at once (ban, delete), and their sockets. */
export async function deleteUserSessions(userId: string) {
  await prisma.session.deleteMany({ where: { userId } });
  publish("userSessionsEnded", { userId });
}

/** The periodic sweep: expired sessions are deleted and their sockets closed. */
export async function deleteExpiredSessions() {
  const expired = await prisma.session.findMany({
    where: { expiresAt: { lte: new Date() } },
    select: { id: true },
  });
  if (expired.length === 0) return;
  await prisma.session.deleteMany({ where: { id: { in: expired.map((s) => s.id) } } });
  for (const { id } of expired) publish("sessionEnded", { sessionId: id });
}
