import { prisma } from "~/db.server";

/** The pair's key: both ids in sorted order, so A→B and B→A share one row (and one unique index). */
export function pairKey(a: string, b: string) {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Whether two users are friends (an accepted friendship, whoever asked). */
export async function areFriends(a: string, b: string) {
  if (a === b) return false;
  const friendship = await prisma.friendship.findUnique({
    where: { pairKey: pairKey(a, b) },
    select: { status: true },
  });
  return friendship?.status === "accepted";
}

/** Friend requests waiting for this user's answer: the top bar's Friends badge. */
export function countPendingFriendRequests(userId: string) {
  return prisma.friendship.count({ where: { receiverId: userId, status: "pending" } });
}
