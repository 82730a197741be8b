// Plain values, no zod: the score tracker shows them on its first load; the schemas that check
// them (~/schemas/set) are fetched after hydration.

export const MISSING_PLAYERS_TITLE = "Missing Players";
export const MISSING_PLAYERS = "Please enter names for both players";

/** 'First To' options: multiples of 5 from 5 to 100. */
export const TARGET_SCORES = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);
export const DEFAULT_TARGET = 5;
/** The set formats, by games to win: best of 3 and best of 5. */
export const SET_FORMATS = [
  { targetScore: 2, label: "Best of 3" },
  { targetScore: 3, label: "Best of 5" },
] as const;
const SET_TARGETS: number[] = SET_FORMATS.map((format) => format.targetScore);

/** A best of 3 or 5 (games), as opposed to a first-to-N of points. */
export const isSetFormat = (targetScore: number) => SET_TARGETS.includes(targetScore);

/** "First to 5", or "Best of 3 (first to 2)" for a set format. */
export function formatTitle(targetScore: number) {
  const label = SET_FORMATS.find((format) => format.targetScore === targetScore)?.label;
  return label ? `${label} (first to ${targetScore})` : `First to ${targetScore}`;
}

export const NOT_A_REPLAY = "not a Slippi replay (.slp)";
/** A Slippi replay's own limit: a long modern replay is several MB (about 300 bytes a frame). */
export const REPLAY_LIMIT = 16 * 1024 * 1024;
export const REPLAY_TOO_LARGE = "The replay is too large (at most 16 MB)";
