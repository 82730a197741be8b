import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { requireOwner } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
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

export function startMatch(user: PublicUser, input: StartMatchInput) {
  const { player1Name, player2Name, targetScore } = input;
  return prisma.scoreMatch.create({
    data: { player1Name, player2Name, targetScore, userId: user.id },
    select: matchSelect,
  });
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

/**
 * One point to player 1 or 2. The database decides: the increment only applies while the match
 * is ongoing and both scores are below the target, and the point that reaches the target ends
 * the match in the same transaction — so two quick presses never pass the target, and nothing
 * scores after the end.
 */
export async function awardPoint(user: PublicUser, matchId: number, playerId: 1 | 2) {
  const scoreField = playerId === 1 ? "player1Score" : "player2Score";
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.scoreMatch.updateMany({
      where: {
        id: matchId,
        userId: user.id,
        matchStatus: "ongoing",
        player1Score: { lt: tx.scoreMatch.fields.targetScore },
        player2Score: { lt: tx.scoreMatch.fields.targetScore },
      },
      data: { [scoreField]: { increment: 1 } },
    });
    if (count === 0) throw await whyNoPoint(tx, user, matchId);
    const match = await tx.scoreMatch.findUniqueOrThrow({
      where: { id: matchId },
      select: matchSelect,
    });
    if (match[scoreField] < match.targetScore) return match;
    const winnerName = playerId === 1 ? match.player1Name : match.player2Name;
    return tx.scoreMatch.update({
      where: { id: matchId },
      data: { winnerId: playerId, winnerName, matchStatus: "completed", completedAt: new Date() },
      select: matchSelect,
    });
  });
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
