import type { Stage } from "~/data/melee";
import { stageSelection, type StageSelection } from "~/models/stage-rules";

/** One game of a set, as the API shows it (null where unknown). */
export type GameView = {
  number: number;
  stage: string | null;
  player1Character: string | null;
  player2Character: string | null;
  player1Stocks: number | null;
  player2Stocks: number | null;
  winnerId: 1 | 2;
  source: "manual" | "replay";
  player1ConnectCode: string | null;
  player2ConnectCode: string | null;
};

export const gameSelect = {
  number: true,
  stage: true,
  player1Character: true,
  player2Character: true,
  player1Stocks: true,
  player2Stocks: true,
  winnerId: true,
  source: true,
  player1ConnectCode: true,
  player2ConnectCode: true,
} as const;

type StoredGame = Omit<GameView, "winnerId" | "source"> & { winnerId: number; source: string };

/** A set with its games and the next game's stage selection (null once the set has ended). */
export type SetViewOf<Summary> = Summary & {
  games: GameView[];
  stageSelection: StageSelection | null;
};

/** The moves stored for the next game's selection (anything unreadable reads as none). */
export function readMoves(stored: string): Stage[] {
  try {
    const moves: unknown = JSON.parse(stored);
    return Array.isArray(moves) ? (moves.filter((m) => typeof m === "string") as Stage[]) : [];
  } catch {
    return [];
  }
}

export function toSetView<Summary extends { targetScore: number; matchStatus: string }>(
  set: Summary,
  stored: { games: StoredGame[]; stageMoves: string },
): SetViewOf<Summary> {
  const games = stored.games.map((game) => ({
    ...game,
    winnerId: game.winnerId === 2 ? (2 as const) : (1 as const),
    source: game.source === "replay" ? ("replay" as const) : ("manual" as const),
  }));
  const ongoing = set.matchStatus === "ongoing";
  return {
    ...set,
    games,
    stageSelection: ongoing
      ? stageSelection(set.targetScore, games, readMoves(stored.stageMoves))
      : null,
  };
}
