import type { PrismaClient } from "@prisma/client";
import { LEGAL_STAGES } from "../../app/data/melee";
import { refreshPairRecord } from "../../app/models/player-records.server";
import { tagKey } from "../../app/models/tag";

// Confirmed score-tracker sets among the demo players, game by game with stages and their mains,
// so their player pages and head-to-heads have records on `npm start` (the demo brackets pit
// them against walk-ins, whose sets count for nobody).

type Rivalry = [player1: string, player2: string, sets: number];
const RIVALRIES: Rivalry[] = [
  ["WavedashWiz", "LedgeHog", 5],
  ["WavedashWiz", "PillarPro", 3],
  ["WavedashWiz", "TurnipQueen", 2],
  ["LedgeHog", "PillarPro", 2],
  ["TurnipQueen", "FalconPunch", 2],
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedRivalries(prisma: PrismaClient, now = Date.now()) {
  const counted = await prisma.set.count({ where: { confirmation: "confirmed" } });
  if (counted > 0) return;
  const tags = [...new Set(RIVALRIES.flatMap(([a, b]) => [a, b]))];
  const users = await prisma.user.findMany({
    where: { usernameKey: { in: tags.map(tagKey) } },
    select: { id: true, username: true, main: true },
  });
  const byTag = new Map(users.map((user) => [user.username, user]));
  let daysAgo = 3;
  for (const [index, [tag1, tag2, count]] of RIVALRIES.entries()) {
    const [one, two] = [byTag.get(tag1), byTag.get(tag2)];
    if (!one || !two) continue;
    for (let set = 0; set < count; set++) {
      // The first player wins most of them, not all; some go to a third game.
      const winner: 1 | 2 = (index + set) % 3 === 2 ? 2 : 1;
      const loser: 1 | 2 = winner === 1 ? 2 : 1;
      const games = (set % 2 === 0 ? [loser, winner, winner] : [winner, winner]) as (1 | 2)[];
      const completedAt = new Date(now - daysAgo * DAY);
      daysAgo += 4;
      await prisma.set.create({
        data: {
          userId: one.id,
          player1Name: one.username,
          player2Name: two.username,
          player1UserId: one.id,
          player2UserId: two.id,
          confirmation: "confirmed",
          targetScore: 2,
          player1Score: games.filter((game) => game === 1).length,
          player2Score: games.filter((game) => game === 2).length,
          winnerId: winner,
          winnerName: winner === 1 ? one.username : two.username,
          matchStatus: "completed",
          createdAt: new Date(completedAt.getTime() - 20 * 60 * 1000),
          completedAt,
          games: {
            create: games.map((winnerId, game) => ({
              number: game + 1,
              winnerId,
              stage: LEGAL_STAGES[(index + set + game) % LEGAL_STAGES.length],
              player1Character: one.main,
              player2Character: two.main,
            })),
          },
        },
      });
    }
    // Their running totals, as the app's confirm leaves them.
    await prisma.$transaction((tx) => refreshPairRecord(tx, one.id, two.id));
  }
}
