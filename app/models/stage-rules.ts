import { LEGAL_STAGES, type Stage } from "~/data/melee";

/**
 * The stage-selection ruleset, as data: an organiser's variant (another starter list, a 1-2-2-1
 * order, no Dave's Stupid Rule) is a change here only. The functions below read it; the set's
 * domain (set.server.ts) stores the moves and refuses what they refuse.
 */
export const STAGE_RULES = {
  /** Game 1 is struck from these down to one. */
  starters: [
    "Yoshi's Story",
    "Fountain of Dreams",
    "Battlefield",
    "Final Destination",
    "Dream Land N64",
  ] as readonly Stage[],
  /** Legal from game 2 on. */
  counterpicks: ["Pokémon Stadium"] as readonly Stage[],
  /** Whose strike it is in game 1, strike by strike (player 1 of the set strikes first). */
  strikeOrder: [1, 2, 2, 1] as readonly (1 | 2)[],
  /** How many stages the previous game's winner bans before the loser picks. */
  winnerBans: 1,
  /** Sets played to this many games or more have no bans. */
  noBansFromTarget: 3,
  /** A player may not pick a stage they already won on in the set, unless both agree. */
  davesStupidRule: true,
} as const;

export const DSR_NAME = "Dave's Stupid Rule";

export type Phase = "strike" | "ban" | "pick" | "done";

/** The next game's stage selection, as the API shows it. */
export type StageSelection = {
  game: number;
  phase: Phase;
  /** Whose move it is (null once done). */
  turn: 1 | 2 | null;
  /** What that player may choose now. */
  available: Stage[];
  struck: Stage[];
  banned: Stage[];
  /** Stages the picker already won on in this set (Dave's Stupid Rule). */
  dsr: Stage[];
  stage: Stage | null;
};

type PlayedGame = { winnerId: number; stage: string | null };

const legal: readonly Stage[] = LEGAL_STAGES;
const without = (stages: readonly Stage[], gone: readonly Stage[]) =>
  stages.filter((stage) => !gone.includes(stage));

/** Bans before each game after the first, for a set played to `targetScore`. */
export const bansFor = (targetScore: number) =>
  targetScore >= STAGE_RULES.noBansFromTarget ? 0 : STAGE_RULES.winnerBans;

/**
 * Where the next game's selection stands, from the games played so far and the moves made for
 * this one (stages struck, banned, then picked, in order).
 */
export function stageSelection(
  targetScore: number,
  games: readonly PlayedGame[],
  moves: readonly Stage[],
): StageSelection {
  const game = games.length + 1;
  const previous = games.at(-1);
  if (!previous) {
    const order = STAGE_RULES.strikeOrder;
    const struck = moves.slice(0, order.length);
    const left = without(STAGE_RULES.starters, struck);
    const done = struck.length === order.length;
    return {
      game,
      phase: done ? "done" : "strike",
      turn: done ? null : order[struck.length],
      available: done ? [] : left,
      struck,
      banned: [],
      dsr: [],
      stage: done ? (left[0] ?? null) : null,
    };
  }
  const winner = previous.winnerId === 2 ? 2 : 1;
  const loser = winner === 1 ? 2 : 1;
  const bans = bansFor(targetScore);
  const banned = moves.slice(0, bans);
  const picked = moves[bans] ?? null;
  const dsr = STAGE_RULES.davesStupidRule
    ? legal.filter((stage) => games.some((g) => g.winnerId === loser && g.stage === stage))
    : [];
  const phase: Phase = banned.length < bans ? "ban" : picked ? "done" : "pick";
  return {
    game,
    phase,
    turn: phase === "ban" ? winner : phase === "pick" ? loser : null,
    available: phase === "done" ? [] : without(legal, banned),
    struck: [],
    banned,
    dsr,
    stage: picked,
  };
}

/** Why `stage` cannot be struck or banned now, or null when it can. */
export function strikeRefusal(selection: StageSelection, stage: Stage): string | null {
  if (selection.phase === "pick")
    return "The stage is being picked now: nothing is struck or banned";
  if (selection.phase === "done") return "The stage for this game is already decided";
  if (!selection.available.includes(stage)) {
    if (selection.struck.includes(stage)) return `${stage} is already struck`;
    if (selection.banned.includes(stage)) return `${stage} is already banned`;
    return `${stage} is not a starter: game 1 is struck from the starters only`;
  }
  return null;
}

/** Why `stage` cannot be picked now, or null when it can. */
export function pickRefusal(
  selection: StageSelection,
  stage: Stage,
  gentlemans: boolean,
): string | null {
  if (selection.phase !== "pick") {
    return selection.phase === "done"
      ? "The stage for this game is already decided"
      : `No stage is picked yet: it is time to ${selection.phase}`;
  }
  if (selection.banned.includes(stage)) return `${stage} is banned for this game`;
  if (selection.dsr.includes(stage) && !gentlemans) {
    return `${DSR_NAME}: the picker already won on ${stage} in this set. It can be picked only if both players agree (gentleman's clause).`;
  }
  return null;
}

/**
 * Why a game played on `stage` is not the one this selection produced (struck, banned, another
 * stage, or none selected yet), or null when it is, or when the stage is unknown.
 */
export function stageMismatch(selection: StageSelection, stage: string | null): string | null {
  if (stage === null) return null;
  const game = `game ${selection.game}`;
  if (selection.struck.some((s) => s === stage)) return `${stage} was struck for ${game}.`;
  if (selection.banned.some((s) => s === stage)) return `${stage} was banned for ${game}.`;
  if (!selection.stage)
    return `This game is on ${stage}, but no stage is selected for ${game} yet.`;
  if (selection.stage !== stage)
    return `This game is on ${stage}, but ${game} is on ${selection.stage}.`;
  return null;
}
