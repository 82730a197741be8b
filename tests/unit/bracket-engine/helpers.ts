import {
  placements,
  reportResult,
  type BracketMatch,
  type BracketState,
  type CreateEventInput,
  createEvent,
} from "~/models/bracket-engine";

/** Entrant ids 1..count, so an entrant's id is its seed. */
export const seeds = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

export const create = (
  format: CreateEventInput["format"],
  count: number,
  extra: Partial<CreateEventInput> = {},
) => createEvent({ format, entrants: seeds(count), bestOf: 3, ...extra });

export const matchesOf = (state: BracketState) => Object.values(state.matches);
export const readyMatches = (state: BracketState) =>
  matchesOf(state).filter((match) => match.status === "ready");

/** The result of a match won by `winnerId` 2–1 (or 3–1 in a best of 5). */
export function win(match: BracketMatch, winnerId: number) {
  const need = Math.ceil(match.bestOf / 2);
  return winnerId === match.entrant1Id
    ? { winnerId, score1: need, score2: 1 }
    : { winnerId, score1: 1, score2: need };
}

/**
 * Reports ready matches until none is left, the winner chosen by `pick` (default: the better
 * seed, i.e. the lower id); returns the final state and every report made, in order.
 */
export function playOut(
  state: BracketState,
  pick: (match: BracketMatch) => number = (match) => Math.min(match.entrant1Id!, match.entrant2Id!),
  order: (ready: BracketMatch[]) => BracketMatch = (ready) => ready[0],
) {
  const reported: BracketMatch[] = [];
  for (let ready = readyMatches(state); ready.length > 0; ready = readyMatches(state)) {
    const match = order(ready);
    reported.push(match);
    state = reportResult(state, match.id, win(match, pick(match))).state;
  }
  return { state, reported };
}

export const placementOf = (state: BracketState) =>
  new Map(placements(state).map((row) => [row.entrantId, row.placement]));
