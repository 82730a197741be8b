import { prisma } from "~/db.server";

/** Unread messages per sender ({friendId: count}): the Messages badge sums them (spec 2 §3). */
export async function unreadCounts(userId: string): Promise<Record<string, number>> {
  const groups = await prisma.chatMessage.groupBy({
    by: ["senderId"],
    where: { receiverId: userId, isRead: false },
    _count: { _all: true },
  });
  return Object.fromEntries(groups.map((g) => [g.senderId, g._count._all]));
}

export const totalUnread = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);
