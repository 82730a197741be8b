import type { PrismaClient } from "@prisma/client";

// A few finished first-to-N sets per demo player, so Recent Matches is never empty for them.
const SETS: [string, string, number, number, number][] = [
  ["Mang0", "Zain", 5, 5, 3],
  ["Hungrybox", "Leffen", 5, 4, 5],
  ["Cody", "Jmook", 10, 10, 8],
  ["aMSa", "Plup", 5, 4, 5],
  ["Axe", "Wizzrobe", 15, 15, 12],
];

const HOUR = 60 * 60 * 1000;

export async function seedSets(prisma: PrismaClient, now = Date.now()) {
  if ((await prisma.set.count()) > 0) return;
  const players = await prisma.user.findMany({
    where: { isBanned: false },
    orderBy: { createdAt: "asc" },
    take: 6,
    select: { id: true },
  });
  let hoursAgo = 2;
  for (const [index, player] of players.entries()) {
    const sets = [0, 1, 2].map((k) => SETS[(index + k) % SETS.length]);
    for (const [p1, p2, target, s1, s2] of sets) {
      const createdAt = new Date(now - hoursAgo * HOUR);
      hoursAgo += 5;
      const winnerId = s1 === target ? 1 : 2;
      await prisma.set.create({
        data: {
          userId: player.id,
          player1Name: p1,
          player2Name: p2,
          targetScore: target,
          player1Score: s1,
          player2Score: s2,
          winnerId,
          winnerName: winnerId === 1 ? p1 : p2,
          matchStatus: "completed",
          createdAt,
          completedAt: new Date(createdAt.getTime() + 20 * 60 * 1000),
        },
      });
    }
  }
}
