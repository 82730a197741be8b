import type { Prisma } from "@prisma/client";
import { join, lockRow, raw, sql } from "~/server/db.server";

/**
 * Running totals of the sets that count (see player.server.ts), kept with each result so a
 * player's page reads a few rows instead of grouping thousands of sets: per pair of players
 * (PairRecord, PairCharacterRecord, a row each way) and per player (PlayerRecord,
 * PlayerCharacterRecord, the sums of their pair rows). A pair's rows are never nudged by +1/-1:
 * `refreshPairRecord` recomputes them from that pair's sets (an index range) in the transaction
 * of every write that can make one of their sets start or stop counting, so a missed path or a
 * retried write cannot leave them off by one. The migration and `rebuildPlayerRecords` fill
 * them from every set with the same statements.
 */

type Tx = Prisma.TransactionClient;
type Sql = Prisma.Sql;

/** Which sets count (the same rule as player.server.ts's COUNTED, as SQL over "ScoreMatch"). */
const COUNTED = sql`"matchStatus" = 'completed' AND "confirmation" IN ('bracket', 'confirmed')
  AND "player1UserId" IS NOT NULL AND "player2UserId" IS NOT NULL`;

const EVERYTHING = raw("1 = 1");

/** Both players' sides of the counted sets `sets` picks: one row per set and side. */
const setSides = (sets: Sql) => sql`
  SELECT "player1UserId" AS "userId", "player2UserId" AS "opponentId",
         CASE WHEN "winnerId" = 1 THEN 1 ELSE 0 END AS "won",
         "player1Score" AS "mine", "player2Score" AS "theirs", "completedAt"
  FROM "ScoreMatch" WHERE ${COUNTED} AND ${sets}
  UNION ALL
  SELECT "player2UserId", "player1UserId", CASE WHEN "winnerId" = 2 THEN 1 ELSE 0 END,
         "player2Score", "player1Score", "completedAt"
  FROM "ScoreMatch" WHERE ${COUNTED} AND ${sets}`;

/** Both players' sides of the games that name their character, in the sets `sets` picks. */
const gameSides = (sets: Sql) => sql`
  SELECT "player1UserId" AS "userId", "player2UserId" AS "opponentId",
         g."player1Character" AS "character", CASE WHEN g."winnerId" = 1 THEN 1 ELSE 0 END AS "won"
  FROM "SetGame" g JOIN "ScoreMatch" s ON s."id" = g."matchId"
  WHERE ${COUNTED} AND ${sets} AND g."player1Character" IS NOT NULL
  UNION ALL
  SELECT "player2UserId", "player1UserId", g."player2Character",
         CASE WHEN g."winnerId" = 2 THEN 1 ELSE 0 END
  FROM "SetGame" g JOIN "ScoreMatch" s ON s."id" = g."matchId"
  WHERE ${COUNTED} AND ${sets} AND g."player2Character" IS NOT NULL`;

const insertPairs = (sets: Sql) => sql`
  INSERT INTO "PairRecord"
    ("userId", "opponentId", "sets", "setsWon", "setsLost", "gamesWon", "gamesLost", "lastPlayedAt")
  SELECT "userId", "opponentId", COUNT(*), SUM("won"), COUNT(*) - SUM("won"), SUM("mine"),
         SUM("theirs"), MAX("completedAt")
  FROM (${setSides(sets)}) AS "side"
  GROUP BY "userId", "opponentId"`;

const insertPairCharacters = (sets: Sql) => sql`
  INSERT INTO "PairCharacterRecord" ("userId", "opponentId", "character", "games", "won")
  SELECT "userId", "opponentId", "character", COUNT(*), SUM("won")
  FROM (${gameSides(sets)}) AS "side"
  GROUP BY "userId", "opponentId", "character"`;

/** The players' own totals again from their pair rows (`null`: every player's). */
async function refreshPlayerTotals(tx: Tx, userIds: string[] | null) {
  const whose = userIds ? sql`"userId" IN (${join(userIds)})` : EVERYTHING;
  await tx.playerRecord.deleteMany({ where: userIds ? { userId: { in: userIds } } : {} });
  await tx.playerCharacterRecord.deleteMany({
    where: userIds ? { userId: { in: userIds } } : {},
  });
  await tx.$executeRaw`
    INSERT INTO "PlayerRecord" ("userId", "setsWon", "setsLost", "gamesWon", "gamesLost")
    SELECT "userId", SUM("setsWon"), SUM("setsLost"), SUM("gamesWon"), SUM("gamesLost")
    FROM "PairRecord" WHERE ${whose} GROUP BY "userId"`;
  await tx.$executeRaw`
    INSERT INTO "PlayerCharacterRecord" ("userId", "character", "games", "won")
    SELECT "userId", "character", SUM("games"), SUM("won")
    FROM "PairCharacterRecord" WHERE ${whose} GROUP BY "userId", "character"`;
}

/**
 * The two players' totals against each other, recomputed from their sets, and then each one's
 * own totals; nothing when either is not an account (walk-ins count for nobody). Call it in the
 * transaction that changed one of their sets, after the change.
 */
export async function refreshPairRecord(tx: Tx, userA: string | null, userB: string | null) {
  if (!userA || !userB) return;
  const players = [...new Set([userA, userB])].sort();
  // On PostgreSQL, writers of the same players' totals take turns (in one order: no deadlock),
  // and each recount sees the sets the one before it committed.
  for (const id of players) await lockRow(tx, "User", id);
  const rows = {
    OR: [
      { userId: userA, opponentId: userB },
      { userId: userB, opponentId: userA },
    ],
  };
  await tx.pairRecord.deleteMany({ where: rows });
  await tx.pairCharacterRecord.deleteMany({ where: rows });
  const pair = sql`(("player1UserId" = ${userA} AND "player2UserId" = ${userB})
    OR ("player1UserId" = ${userB} AND "player2UserId" = ${userA}))`;
  await tx.$executeRaw(insertPairs(pair));
  await tx.$executeRaw(insertPairCharacters(pair));
  await refreshPlayerTotals(tx, players);
}

/** The set's two players' totals, after a change to the set (see `refreshPairRecord`). */
export const refreshSetPlayers = (
  tx: Tx,
  set: { player1UserId: string | null; player2UserId: string | null },
) => refreshPairRecord(tx, set.player1UserId, set.player2UserId);

/**
 * Before an account is deleted: what its deletion changes in others' totals. Its own pair rows
 * go with it (foreign keys), but its opponents' own totals count them, and the sets it created
 * (an organiser's bracket sets) go too, changing pairs it never played in. Call the answer after
 * the deletion, in the same transaction.
 */
export async function recordsAfterDeleting(tx: Tx, userId: string) {
  const [opponents, created] = await Promise.all([
    tx.pairRecord.findMany({ where: { userId }, select: { opponentId: true } }),
    tx.set.findMany({
      where: {
        userId,
        player1UserId: { not: userId },
        player2UserId: { not: userId },
        confirmation: { in: ["bracket", "confirmed"] },
        matchStatus: "completed",
      },
      distinct: ["player1UserId", "player2UserId"],
      select: { player1UserId: true, player2UserId: true },
    }),
  ]);
  // Everyone whose totals change takes turns with other writers of them, in the one order.
  const touched = [
    userId,
    ...opponents.map(({ opponentId }) => opponentId),
    ...created.flatMap((set) => [set.player1UserId!, set.player2UserId!]),
  ];
  for (const id of [...new Set(touched)].sort()) await lockRow(tx, "User", id);
  return async () => {
    for (const set of created) await refreshSetPlayers(tx, set);
    const ids = opponents.map(({ opponentId }) => opponentId);
    for (let start = 0; start < ids.length; start += 500) {
      await refreshPlayerTotals(tx, ids.slice(start, start + 500));
    }
  };
}

/** Every player's totals from every set: the demo seed and the scale dataset, after bulk inserts. */
export async function rebuildPlayerRecords(tx: Tx) {
  await tx.pairRecord.deleteMany({});
  await tx.pairCharacterRecord.deleteMany({});
  await tx.$executeRaw(insertPairs(EVERYTHING));
  await tx.$executeRaw(insertPairCharacters(EVERYTHING));
  await refreshPlayerTotals(tx, null);
}
