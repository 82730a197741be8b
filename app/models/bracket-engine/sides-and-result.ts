import type { BracketMatch } from "./types";

type Sides = Pick<BracketMatch, "entrant1Id" | "entrant2Id" | "score1" | "score2" | "winnerId">;

/**
 * A match's two sides and its result: what every view of a match carries (the stored row, the
 * API's match, a page's card), however else those views differ.
 */
export const sidesAndResult = (match: Sides): Sides => ({
  entrant1Id: match.entrant1Id,
  entrant2Id: match.entrant2Id,
  score1: match.score1,
  score2: match.score2,
  winnerId: match.winnerId,
});
