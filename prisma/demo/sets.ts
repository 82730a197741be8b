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

type DemoGame = [
  stage: string,
  character1: string,
  character2: string,
  winner: 1 | 2,
  stocks: number,
];

/**
 * Best-of-3 sets between demo accounts, linked to both players (the first one started it):
 * confirmed ones count on their player pages and head-to-heads; the last waits for
 * ShineSpike's confirmation, so signing in as ShineSpike shows the notification.
 */
const LINKED: { players: [string, string]; games: DemoGame[]; confirmation: string }[] = [
  {
    players: ["WavedashWiz", "LedgeHog"],
    games: [
      ["Battlefield", "Marth", "Jigglypuff", 1, 2],
      ["Dream Land N64", "Marth", "Jigglypuff", 2, 1],
      ["Final Destination", "Marth", "Jigglypuff", 1, 1],
    ],
    confirmation: "confirmed",
  },
  {
    players: ["TurnipQueen", "FalconPunch"],
    games: [
      ["Yoshi's Story", "Peach", "Captain Falcon", 1, 3],
      ["Pokémon Stadium", "Peach", "Captain Falcon", 1, 1],
    ],
    confirmation: "confirmed",
  },
  {
    players: ["LedgeHog", "TurnipQueen"],
    games: [
      ["Fountain of Dreams", "Jigglypuff", "Peach", 2, 2],
      ["Battlefield", "Jigglypuff", "Peach", 1, 1],
      ["Yoshi's Story", "Jigglypuff", "Peach", 2, 1],
    ],
    confirmation: "confirmed",
  },
  {
    players: ["WavedashWiz", "ShineSpike"],
    games: [
      ["Battlefield", "Marth", "Fox", 2, 1],
      ["Final Destination", "Marth", "Fox", 1, 2],
      ["Dream Land N64", "Marth", "Fox", 2, 2],
    ],
    confirmation: "pending",
  },
];

/** The linked sets, with their games, among the demo accounts that exist. */
async function seedLinkedSets(prisma: PrismaClient, now: number) {
  const tags = [...new Set(LINKED.flatMap((set) => set.players))];
  const users = await prisma.user.findMany({
    where: { username: { in: tags } },
    select: { id: true, username: true },
  });
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  for (const [index, { players, games, confirmation }] of LINKED.entries()) {
    const [one, two] = players.map((tag) => idOf.get(tag));
    if (!one || !two) continue;
    const createdAt = new Date(now - (index + 1) * 26 * HOUR);
    const won = (side: 1 | 2) => games.filter((game) => game[3] === side).length;
    const winnerId = won(1) === 2 ? 1 : 2;
    await prisma.set.create({
      data: {
        userId: one,
        player1Name: players[0],
        player2Name: players[1],
        player1UserId: one,
        player2UserId: two,
        confirmation,
        targetScore: 2,
        player1Score: won(1),
        player2Score: won(2),
        winnerId,
        winnerName: players[winnerId - 1],
        matchStatus: "completed",
        createdAt,
        completedAt: new Date(createdAt.getTime() + 25 * 60 * 1000),
        games: {
          create: games.map(([stage, player1Character, player2Character, winner, stocks], i) => ({
            number: i + 1,
            stage,
            player1Character,
            player2Character,
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
