import type { Stage } from "~/data/melee";
import { stageSelection, type StageSelection } from "~/models/stage-rules";
import { isSetFormat } from "~/schemas/set";

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

/** A step of a set, as "Undo <text>" names it (the last one is what an undo takes back). */
export type SetStep = { kind: "strike" | "ban" | "pick" | "game" | "point"; text: string };

/**
 * A set with its games, the next game's stage selection (null once the set has ended) and its
 * last step (null when there is none to undo).
 */
export type SetViewOf<Summary> = Summary & {
  games: GameView[];
  stageSelection: StageSelection | null;
  lastStep: SetStep | null;
};

type Named = { targetScore: number; player1Name: string; player2Name: string };

/** The set's last step: the pending selection's last move, else its last game. */
function lastStepOf(set: Named, games: GameView[], moves: Stage[]): SetStep | null {
  const stage = moves.at(-1);
  if (stage) {
    const before = stageSelection(set.targetScore, games, moves.slice(0, -1));
    const kind = before.phase === "ban" ? "ban" : before.phase === "pick" ? "pick" : "strike";
    return { kind, text: `${kind} of ${stage}` };
  }
  const game = games.at(-1);
  if (!game) return null;
  const winner = game.winnerId === 1 ? set.player1Name : set.player2Name;
  // A game without details is a point where points are played (first to N), a game in a set.
  const bare =
    !isSetFormat(set.targetScore) &&
    game.source === "manual" &&
    [game.stage, game.player1Character, game.player2Character, game.player1Stocks].every(
      (detail) => detail === null,
    );
  return bare
    ? { kind: "point", text: `point to ${winner}` }
    : { kind: "game", text: `game ${game.number} (${winner} won)` };
}

/** The moves stored for the next game's selection (anything unreadable reads as none). */
export function readMoves(stored: string): Stage[] {
  try {
    const moves: unknown = JSON.parse(stored);
    return Array.isArray(moves) ? (moves.filter((m) => typeof m === "string") as Stage[]) : [];
  } catch {
    return [];
  }
}

export function toSetView<Summary extends Named & { matchStatus: string }>(
  set: Summary,
  stored: { games: StoredGame[]; stageMoves: string },
): SetViewOf<Summary> {
  const games = stored.games.map((game) => ({
    ...game,
    winnerId: game.winnerId === 2 ? (2 as const) : (1 as const),
    source: game.source === "replay" ? ("replay" as const) : ("manual" as const),
  }));
  const ongoing = set.matchStatus === "ongoing";
  const moves = readMoves(stored.stageMoves);
  return {
    ...set,
    games,
    stageSelection: ongoing ? stageSelection(set.targetScore, games, moves) : null,
    lastStep: lastStepOf(set, games, moves),
  };
}
