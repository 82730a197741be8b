import type { BestOf, BestOfFiveFrom, BracketSide } from "./types";

export interface BestOfSettings {
  bestOf: BestOf;
  bestOfFiveFrom: BestOfFiveFrom | null;
}

/** How many rounds from the end of each bracket play best of 5 (see BestOfFiveFrom). */
const LAST_ROUNDS: Record<
  BestOfFiveFrom,
  { winners: number; losers: number; singleElimination: number }
> = {
  top8: { winners: 2, losers: 4, singleElimination: 3 },
  winners_semis: { winners: 2, losers: 3, singleElimination: 2 },
  winners_finals: { winners: 1, losers: 2, singleElimination: 1 },
  grand_final: { winners: 0, losers: 0, singleElimination: 1 },
};

/**
 * The best of a bracket match: the event's, raised to 5 from the chosen point on.
 * `roundCount` is the number of rounds of the match's own bracket side (winners or losers).
 */
export function bestOfFor(
  settings: BestOfSettings,
  match: { bracket: BracketSide; round: number; roundCount: number; doubleElimination: boolean },
): BestOf {
  if (settings.bestOf === 5 || !settings.bestOfFiveFrom) return settings.bestOf;
  if (match.bracket === "pool") return settings.bestOf;
  if (match.bracket === "grand_final") return 5;
  const last = LAST_ROUNDS[settings.bestOfFiveFrom];
  const fromEnd = match.roundCount - match.round;
  const rounds = !match.doubleElimination
    ? last.singleElimination
    : match.bracket === "winners"
      ? last.winners
      : last.losers;
  return fromEnd < rounds ? 5 : 3;
}
