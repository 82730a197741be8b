import type { BracketChange, BracketMatch, BracketState, MatchId, Slot } from "./types";
import { BracketError } from "./types";

/**
 * A copy-on-write view of a state while one engine call runs: matches are copied the first time
 * they change, so a call costs what it touches (plus one shallow copy of the match index at the
 * end), and the state it started from is never mutated.
 */
export class Draft {
  private readonly edits = new Map<MatchId, BracketMatch>();
  readonly disqualified: Set<number>;
  seeds: number[] | null;

  constructor(readonly base: BracketState) {
    this.disqualified = new Set(base.disqualified);
    this.seeds = base.seeds;
  }

  get(id: MatchId): BracketMatch {
    const match = this.edits.get(id) ?? this.base.matches[id];
    if (!match) throw new BracketError("unknown_match", 404, "Match not found");
    return match;
  }

  /** The match's own copy for this call, to change in place. */
  edit(id: MatchId): BracketMatch {
    let match = this.edits.get(id);
    if (!match) {
      match = { ...this.get(id) };
      this.edits.set(id, match);
    }
    return match;
  }

  /** Every match, with this call's changes. */
  all(): BracketMatch[] {
    return Object.keys(this.base.matches).map((id) => this.get(id));
  }

  finish(): BracketChange {
    const changed = [...this.edits.values()].filter(
      (match) => !sameMatch(match, this.base.matches[match.id]),
    );
    const matches = { ...this.base.matches };
    for (const match of changed) matches[match.id] = match;
    return {
      state: {
        ...this.base,
        seeds: this.seeds,
        disqualified: [...this.disqualified],
        matches,
      },
      changed,
    };
  }
}

export function entrantIn(match: BracketMatch, slot: Slot): number | null {
  return slot === 1 ? match.entrant1Id : match.entrant2Id;
}

export function setEntrant(match: BracketMatch, slot: Slot, entrantId: number | null): void {
  if (slot === 1) match.entrant1Id = entrantId;
  else match.entrant2Id = entrantId;
}

/** The fields that can change after creation (wiring never does). */
function sameMatch(a: BracketMatch, b: BracketMatch | undefined): boolean {
  return (
    !!b &&
    a.entrant1Id === b.entrant1Id &&
    a.entrant2Id === b.entrant2Id &&
    a.score1 === b.score1 &&
    a.score2 === b.score2 &&
    a.winnerId === b.winnerId &&
    a.status === b.status &&
    a.isBye === b.isBye &&
    a.dq === b.dq
  );
}
