import { prisma } from "~/db.server";
import { friendIds } from "~/models/friendship.server";
import { publish } from "~/realtime/events.server";

/**
 * A user is online while at least one of their sockets is open (several tabs count once).
 * The socket layer reports opens and closes; the counting and the record live here.
 */
const openSockets = new Map<string, number>();

let fresh: Promise<unknown> | undefined;

/**
 * When the socket server starts it holds no socket, so nobody is online through it: whoever the
 * database still shows online (the process stopped or crashed with sockets open) is set offline.
 * Runs once; each open or close waits for it, so a newer record is never overwritten.
 */
export function startPresence() {
  fresh ??= prisma.user
    .updateMany({ where: { isOnline: true }, data: { isOnline: false } })
    .catch((error) => console.warn("Presence reset failed", error));
  return fresh;
}

export async function socketOpened(userId: string) {
  const count = (openSockets.get(userId) ?? 0) + 1;
  openSockets.set(userId, count);
  if (count > 1) return;
  await startPresence();
  await prisma.user.updateMany({ where: { id: userId }, data: { isOnline: true } });
  publish("toAdmins", { event: "userOnline", payload: { userId } });
  await tellFriends(userId, "friendOnline");
}

export async function socketClosed(userId: string) {
  const count = (openSockets.get(userId) ?? 1) - 1;
  if (count > 0) {
    openSockets.set(userId, count);
    return;
  }
  openSockets.delete(userId);
  await startPresence();
  await prisma.user.updateMany({
    where: { id: userId },
    data: { isOnline: false, lastSeen: new Date() },
  });
  publish("toAdmins", { event: "userOffline", payload: { userId } });
  await tellFriends(userId, "friendOffline");
}

/** Friends see each other come and go (friendOnline / friendOffline {userId}). */
async function tellFriends(userId: string, event: "friendOnline" | "friendOffline") {
  for (const friendId of await friendIds(userId)) {
    publish("toUser", { userId: friendId, event, payload: { userId } });
  }
}
