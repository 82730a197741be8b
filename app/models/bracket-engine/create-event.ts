import { doubleEliminationMatches } from "./double-elimination";
import { Draft } from "./draft";
import { placeSeeds } from "./match-flow";
import { poolMatches, splitIntoPools } from "./round-robin";
import { singleEliminationMatches } from "./single-elimination";
import type { BestOf, BestOfFiveFrom, BracketMatch, BracketState, EventFormat } from "./types";
import { BracketError } from "./types";

export const MIN_ENTRANTS = 2;
export const MAX_ENTRANTS = 512;

export interface CreateEventInput {
  format: EventFormat;
  /** Entrant ids in seed order (seed 1 first). */
  entrants: number[];
  bestOf: BestOf;
  bestOfFiveFrom?: BestOfFiveFrom | null;
  /** Pools format only. */
  poolSize?: number;
  advancePerPool?: number;
}

function refuse(message: string): never {
  throw new BracketError("invalid_event", 422, message);
}

/**
 * A started event: every match created and wired, byes decided and carried through, so the
 * first matches to play are `ready`. With pools, the pools are ready and the bracket waits,
 * empty, for their results.
 */
export function createEvent(input: CreateEventInput): BracketState {
  const { entrants, format, bestOf } = input;
  const settings = { bestOf, bestOfFiveFrom: input.bestOfFiveFrom ?? null };
  if (entrants.length < MIN_ENTRANTS || entrants.length > MAX_ENTRANTS) {
    refuse(`An event needs ${MIN_ENTRANTS} to ${MAX_ENTRANTS} entrants`);
  }
  if (!entrants.every(Number.isInteger) || new Set(entrants).size !== entrants.length) {
    refuse("Every entrant must be a distinct whole number");
  }
  if (bestOf !== 3 && bestOf !== 5) refuse("Best of must be 3 or 5");

  let matches: BracketMatch[];
  let pools: number[][] | null = null;
  let poolSettings = null;
  let seeds: number[] | null = entrants;
  if (format === "pools_to_double_elimination") {
    const { poolSize = 0, advancePerPool = 0 } = input;
    if (!Number.isInteger(poolSize) || poolSize < 2) refuse("A pool holds 2 entrants or more");
    if (!Number.isInteger(advancePerPool) || advancePerPool < 1) {
      refuse("At least one entrant per pool must advance");
    }
    pools = splitIntoPools(entrants, poolSize);
    const advancing = pools.reduce((sum, pool) => sum + Math.min(advancePerPool, pool.length), 0);
    if (advancing < MIN_ENTRANTS) refuse("At least 2 entrants must advance from the pools");
    poolSettings = { poolSize, advancePerPool };
    seeds = null;
    matches = [...poolMatches(pools, bestOf), ...doubleEliminationMatches(advancing, settings)];
  } else if (format === "double_elimination") {
    matches = doubleEliminationMatches(entrants.length, settings);
  } else if (format === "single_elimination") {
    matches = singleEliminationMatches(entrants.length, settings);
  } else {
    refuse("Unknown format");
  }

  const state: BracketState = {
    format,
    bestOf,
    bestOfFiveFrom: settings.bestOfFiveFrom,
    entrants: [...entrants],
    seeds: null,
    pools,
    poolSettings,
    disqualified: [],
    matches: Object.fromEntries(matches.map((match) => [match.id, match])),
  };
  if (!seeds) return state;
  const draft = new Draft(state);
  placeSeeds(draft, seeds);
  return draft.finish().state;
}
