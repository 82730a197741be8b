import { DomainError } from "~/models/domain-error";

/** A match's key, stable for the life of the event: "W1-1", "L2-3", "GF-1", "GF-2", "P1-R2-3". */
export type MatchId = string;

export type EventFormat =
  "single_elimination" | "double_elimination" | "pools_to_double_elimination";

export type BracketSide = "winners" | "losers" | "grand_final" | "pool";

export type BestOf = 3 | 5;

/**
 * Where best of 5 starts when the event is best of 3 (sizes are the bracket's, byes included; a
 * round that does not exist in a small bracket is simply absent):
 * - `top8`: the rounds where 8 or fewer remain in play: winners semi-finals and final, the last
 *   four losers rounds (losers top 8, quarter-final, semi-final, final) and the grand final. In
 *   single elimination: quarter-finals on.
 * - `winners_semis`: winners semi-finals and final, the losers rounds from the one the winners
 *   semi-finals' losers drop into (losers quarter-final, semi-final, final), the grand final. In
 *   single elimination: semi-finals on.
 * - `winners_finals`: the winners final, losers semi-final and final (4 or fewer remain), the
 *   grand final. In single elimination: the final.
 * - `grand_final`: both grand final sets. In single elimination: the final.
 * Pool matches always play the event's best of.
 */
export type BestOfFiveFrom = "top8" | "winners_semis" | "winners_finals" | "grand_final";

/** A slot of a match: entrant 1 (top) or entrant 2 (bottom). */
export type Slot = 1 | 2;

/** Where an entrant goes once a match is decided. */
export type MatchLink = { matchId: MatchId; slot: Slot };

/**
 * Where a slot's entrant comes from: a bracket seed (1-based; known once the bracket is seeded),
 * or the winner or loser of another match. A slot with no source (null) is a bye: empty forever.
 */
export type SlotSource =
  | { kind: "seed"; seed: number }
  | { kind: "winner"; matchId: MatchId }
  | { kind: "loser"; matchId: MatchId };

/**
 * - `waiting`: a side is not known yet.
 * - `ready`: both entrants known and able to play: the match is a set to play.
 * - `done`: decided, by a reported result or on its own (a bye, a forfeit, an unneeded reset).
 */
export type MatchStatus = "waiting" | "ready" | "done";

/** Which side forfeited through a disqualification; `both` decides the match with no winner. */
export type DqSide = "entrant1" | "entrant2" | "both" | null;

export interface BracketMatch {
  id: MatchId;
  bracket: BracketSide;
  /** 1-based pool number for pool matches, else null. */
  pool: number | null;
  /** 1-based; the grand final's set 1 is round 1 and its reset round 2. */
  round: number;
  /** 1-based position within its round (and pool). */
  number: number;
  bestOf: BestOf;
  entrant1Id: number | null;
  entrant2Id: number | null;
  /** Games won; both null when the result was reported without games (or was never played). */
  score1: number | null;
  score2: number | null;
  winnerId: number | null;
  status: MatchStatus;
  /**
   * Decided without a set being played because a side is empty for ever (a bye), or a grand
   * final reset that was not needed. Pages hide these.
   */
  isBye: boolean;
  dq: DqSide;
  source1: SlotSource | null;
  source2: SlotSource | null;
  winnerTo: MatchLink | null;
  loserTo: MatchLink | null;
}

export interface PoolSettings {
  poolSize: number;
  advancePerPool: number;
}

export interface BracketState {
  format: EventFormat;
  bestOf: BestOf;
  bestOfFiveFrom: BestOfFiveFrom | null;
  /** Every entrant of the event, in seed order. */
  entrants: number[];
  /** Entrant ids in bracket seed order; null while the pools that fill the bracket still run. */
  seeds: number[] | null;
  /** Pools format: each pool's entrants in pool seed order, and the settings; else null. */
  pools: number[][] | null;
  poolSettings: PoolSettings | null;
  /** Disqualified entrants, in the order they were disqualified. */
  disqualified: number[];
  /** Every match by key, in creation order (pools, winners, losers, grand final). */
  matches: Record<MatchId, BracketMatch>;
}

/** What every change returns: the new state and the matches it changed (new copies). */
export interface BracketChange {
  state: BracketState;
  changed: BracketMatch[];
}

export type BracketErrorCode =
  | "invalid_event"
  | "unknown_match"
  | "unknown_entrant"
  | "match_not_ready"
  | "already_reported"
  | "winner_not_in_match"
  | "bad_score"
  | "nothing_to_reset"
  | "already_disqualified";

/** A refused engine call: a DomainError (so routes answer with its status) with a code to test. */
export class BracketError extends DomainError {
  constructor(
    readonly code: BracketErrorCode,
    status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(status, message);
    this.name = "BracketError";
  }
}
