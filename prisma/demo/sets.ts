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

/**
 * Best-of-3 sets between demo accounts, linked to both players (the first one started it, each
 * plays their main), still to count: one waits for ShineSpike's confirmation, so signing in as
 * ShineSpike shows the notification; FalconPunch disputed the other. The confirmed sets among
 * the demo players, which count on their pages, are seedRivalries' (demo/rivalries.ts): it seeds
 * only while no set is confirmed, so none here is.
 * Columns: player 1, player 2, confirmation, the games as "stage winner/winner's stocks left".
 */
const LINKED_TABLE = `
WavedashWiz   ShineSpike    pending     Battlefield 2/1, Final Destination 1/2, Dream Land N64 2/2
TurnipQueen   FalconPunch   disputed    Yoshi's Story 1/3, Pokémon Stadium 1/1
`;

const LINKED = LINKED_TABLE.trim()
  .split("\n")
  .map((line) => {
    const [tag1, tag2, confirmation, games] = line.split(/ {2,}/);
    return {
      tag1,
      tag2,
      confirmation,
      games: games.split(", ").map((game) => {
        const [, stage, winner, stocks] = /^(.+) ([12])\/(\d)$/.exec(game)!;
        return { stage, winner: Number(winner) as 1 | 2, stocks: Number(stocks) };
      }),
    };
  });

/** The linked sets, with their games, among the demo accounts that exist. */
async function seedLinkedSets(prisma: PrismaClient, now: number) {
  const tags = [...new Set(LINKED.flatMap(({ tag1, tag2 }) => [tag1, tag2]))];
  const users = await prisma.user.findMany({
    where: { username: { in: tags } },
    select: { id: true, username: true, main: true },
  });
  const byTag = new Map(users.map((user) => [user.username, user]));
  for (const [index, { tag1, tag2, confirmation, games }] of LINKED.entries()) {
    const [one, two] = [byTag.get(tag1), byTag.get(tag2)];
    if (!one || !two) continue;
    const createdAt = new Date(now - (index + 1) * 26 * HOUR);
    const won = (side: 1 | 2) => games.filter((game) => game.winner === side).length;
    const winnerId = won(1) === 2 ? 1 : 2;
    await prisma.set.create({
      data: {
        userId: one.id,
        player1Name: tag1,
        player2Name: tag2,
        player1UserId: one.id,
        player2UserId: two.id,
        confirmation,
        targetScore: 2,
        player1Score: won(1),
        player2Score: won(2),
        winnerId,
        winnerName: winnerId === 1 ? tag1 : tag2,
        matchStatus: "completed",
        createdAt,
        completedAt: new Date(createdAt.getTime() + 25 * 60 * 1000),
        games: {
          create: games.map(({ stage, winner, stocks }, i) => ({
            number: i + 1,
            stage,
            player1Character: one.main,
            player2Character: two.main,
            winnerId: winner,
            player1Stocks: winner === 1 ? stocks : 0,
            player2Stocks: winner === 2 ? stocks : 0,
            createdAt: new Date(createdAt.getTime() + (i + 1) * 8 * 60 * 1000),
          })),
        },
      },
    });
  }
}

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
  await seedLinkedSets(prisma, now);
}
