import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { writeOnce } from "~/models/idempotency.server";
import { requireOwner } from "~/models/permissions.server";
import { gameSelect, toSetView } from "~/models/set-view";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/events.server";
import type { StartMatchInput } from "~/schemas/score";
import { DomainError } from "~/utils/domain-error";

export const MATCH_NOT_FOUND = "Match not found";
export const NOT_YOUR_MATCH = "Only the player who started this match can award points";
export const MATCH_COMPLETE =
  "This match has already ended. Start a new match or use 'Salty Runback'.";
/** Recent Matches shows at most 10. */
export const RECENT_MATCHES = 10;

export const matchSelect = {
  id: true,
  player1Name: true,
  player2Name: true,
  player1Score: true,
  player2Score: true,
  targetScore: true,
  winnerId: true,
  winnerName: true,
  matchStatus: true,
  createdAt: true,
  completedAt: true,
  userId: true,
} as const satisfies Prisma.ScoreMatchSelect;

export type ScoreMatchView = Prisma.ScoreMatchGetPayload<{ select: typeof matchSelect }>;

/** A match with what its set view is made of: its games and the next game's stage moves. */
export const setSelect = {
  ...matchSelect,
  stageMoves: true,
  games: { select: gameSelect, orderBy: { number: "asc" } },
} as const satisfies Prisma.ScoreMatchSelect;

type SetRow = Prisma.ScoreMatchGetPayload<{ select: typeof setSelect }>;

/** The match as GET /api/score-tracker/matches/{id} shows it: with games and stage selection. */
export function viewOfSet({ stageMoves, games, ...match }: SetRow) {
  return toSetView(match, { stageMoves, games });
}

export type SetMatchView = ReturnType<typeof viewOfSet>;

export async function startMatch(user: PublicUser, input: StartMatchInput) {
  const { player1Name, player2Name, targetScore } = input;
  return viewOfSet(
    await prisma.scoreMatch.create({
      data: { player1Name, player2Name, targetScore, userId: user.id },
      select: setSelect,
    }),
  );
}

type Tx = Prisma.TransactionClient;

/** Any match, with its games: a set's page and overlay are public (404 for an unknown id). */
export async function getSet(matchId: number, db: Tx = prisma) {
  const match = await db.scoreMatch.findUnique({ where: { id: matchId }, select: setSelect });
  if (!match) throw new DomainError(404, MATCH_NOT_FOUND);
  return viewOfSet(match);
}

/** Tells the set's watchers (live page, overlay) how it stands now; answers that view. */
export async function publishSet(matchId: number) {
  const match = await getSet(matchId);
  publish("toSet", { matchId, match });
  return match;
}

/** 'Salty Runback': a fresh match with the same names and target. */
export async function runBack(user: PublicUser, matchId: number) {
  const match = await getOwnMatch(user, matchId);
  return startMatch(user, {
    player1Name: match.player1Name,
    player2Name: match.player2Name,
    targetScore: match.targetScore,
  });
}

/** One of the user's own matches (404 for anyone else's: no one else needs to know it exists). */
export async function getOwnMatch(user: PublicUser, matchId: number) {
  const match = await prisma.scoreMatch.findFirst({
    where: { id: matchId, userId: user.id },
    select: matchSelect,
  });
  if (!match) throw new DomainError(404, MATCH_NOT_FOUND);
  return match;
}

/** The user's newest matches. */
export function recentMatches(user: PublicUser) {
  return prisma.scoreMatch.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_MATCHES,
    select: matchSelect,
  });
}

/** What a game may record besides its winner (all optional: a bare point is a game too). */
export type GameDetails = Partial<{
  stage: string | null;
  player1Character: string | null;
  player2Character: string | null;
  player1Stocks: number | null;
  player2Stocks: number | null;
  source: "manual" | "replay";
  player1ConnectCode: string | null;
  player2ConnectCode: string | null;
}>;

/**
 * One game won by player 1 or 2: its point, and the game itself, numbered by the points so far.
 * The database decides: the increment only applies while the match is ongoing and both scores
 * are below the target, and the point that reaches the target ends the match in the same
 * transaction — so two quick presses never pass the target, and nothing scores after the end.
 * The next game's stage selection starts afresh. Runs in its caller's transaction, which
 * announces the set once it commits (`publishSet`).
 */
export async function scoreGame(
  tx: Tx,
  user: PublicUser,
  matchId: number,
  playerId: 1 | 2,
  details: GameDetails = {},
) {
  const scoreField = playerId === 1 ? "player1Score" : "player2Score";
  const { count } = await tx.scoreMatch.updateMany({
    where: {
      id: matchId,
      userId: user.id,
      matchStatus: "ongoing",
      player1Score: { lt: tx.scoreMatch.fields.targetScore },
      player2Score: { lt: tx.scoreMatch.fields.targetScore },
    },
    data: { [scoreField]: { increment: 1 }, stageMoves: "[]" },
  });
  if (count === 0) throw await whyNoPoint(tx, user, matchId);
  const match = await tx.scoreMatch.findUniqueOrThrow({
    where: { id: matchId },
    select: matchSelect,
  });
  await tx.setGame.create({
    data: {
      ...details,
      matchId,
      number: match.player1Score + match.player2Score,
      winnerId: playerId,
    },
  });
  if (match[scoreField] < match.targetScore) return match;
  const winnerName = playerId === 1 ? match.player1Name : match.player2Name;
  return tx.scoreMatch.update({
    where: { id: matchId },
    data: { winnerId: playerId, winnerName, matchStatus: "completed", completedAt: new Date() },
    select: matchSelect,
  });
}

/**
 * One point to player 1 or 2: a game without details. `key`: the client's key for a point it
 * may resend (see idempotency.server.ts).
 */
export function awardPoint(user: PublicUser, matchId: number, playerId: 1 | 2, key?: string) {
  return writeOnce(
    { actorId: user.id, key, action: "set.point" },
    (tx) => scoreGame(tx, user, matchId, playerId),
    () => publishSet(matchId),
  );
}

async function whyNoPoint(tx: Prisma.TransactionClient, user: PublicUser, matchId: number) {
  const match = await tx.scoreMatch.findUnique({
    where: { id: matchId },
    select: { userId: true },
  });
  if (!match) return new DomainError(404, MATCH_NOT_FOUND);
  if (match.userId !== user.id) return new DomainError(403, NOT_YOUR_MATCH);
  return new DomainError(409, MATCH_COMPLETE);
}

/** Only the owner deletes matches (any match). */
export async function deleteMatch(actor: PublicUser, matchId: number) {
  requireOwner(actor, "Only the owner can delete matches");
  const { count } = await prisma.scoreMatch.deleteMany({ where: { id: matchId } });
  if (count === 0) throw new DomainError(404, MATCH_NOT_FOUND);
}
