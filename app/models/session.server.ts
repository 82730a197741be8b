import { publicUserSelect, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { prisma } from "~/server/db.server";
import { env } from "~/server/env.server";
import { currentRequest, oncePerRequest } from "~/server/request-context.server";

// Slide the expiry at most this often, so a burst of requests is not a burst of writes.
const touchEvery = () => Math.min(60_000, env.sessionIdleMs / 10);

export async function createSession(userId: string) {
  const now = Date.now();
  return prisma.session.create({
    data: { userId, expiresAt: new Date(now + env.sessionIdleMs), lastActiveAt: new Date(now) },
    select: { id: true, expiresAt: true },
  });
}

/**
 * A live session's user and when it ends unless used again, or null when the session is
 * unknown, expired or the user is banned. `touch` slides the inactivity window (background
 * polling passes false).
 */
export async function readSession(
  sessionId: string,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: PublicUser; expiresAt: Date } | null> {
  // The rate limiter, the root loader and the route's loader all ask: one query answers them.
  const session = await oncePerRequest(`session:${sessionId}`, () =>
    prisma.session.findUnique({
      where: { id: sessionId },
      select: { id: true, expiresAt: true, lastActiveAt: true, user: { select: publicUserSelect } },
    }),
  );
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.user.isBanned) {
    await deleteSession(session.id);
    return null;
  }
  if (touch && now - session.lastActiveAt.getTime() >= touchEvery()) {
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
  return { user: session.user, expiresAt: session.expiresAt };
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
