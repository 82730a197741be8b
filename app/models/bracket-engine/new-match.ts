import type { BracketMatch } from "./types";

type MatchShape = Pick<
  BracketMatch,
  "id" | "bracket" | "pool" | "round" | "number" | "bestOf" | "source1" | "source2"
> &
  Partial<Pick<BracketMatch, "winnerTo" | "loserTo" | "entrant1Id" | "entrant2Id">>;

/** A match as created: nobody in it yet unless given, no result, not wired unless given. */
export function newMatch(shape: MatchShape): BracketMatch {
  return {
    entrant1Id: null,
    entrant2Id: null,
    score1: null,
    score2: null,
    winnerId: null,
    status: "waiting",
    isBye: false,
    dq: null,
    winnerTo: null,
    loserTo: null,
    ...shape,
  };
}
