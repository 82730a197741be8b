import { GRAND_FINAL, GRAND_FINAL_RESET } from "./double-elimination";
import { poolStandings } from "./round-robin";
import type { BracketMatch, BracketState } from "./types";

export interface Standing {
  entrantId: number;
  placement: number;
}

/**
 * The order in which a match eliminates: in double elimination the losers rounds in turn, then
 * the grand final (a winners match eliminates nobody on its own: it counts as the losers round
 * its loser drops into); in single elimination the rounds in turn.
 */
function eliminationTier(state: BracketState, match: BracketMatch): number {
  if (state.format === "single_elimination") return match.round;
  if (match.bracket === "losers") return match.round;
  if (match.bracket === "grand_final") return Number.MAX_SAFE_INTEGER;
  return eliminationTier(state, state.matches[match.loserTo!.matchId]);
}

/**
 * Placements as start.gg shows them: everyone eliminated in the same round shares the best
 * place left, one more than the number placed above (double elimination 1, 2, 3, 4, 5, 5, 7, 7,
 * 9…; single elimination 1, 2, 3, 3, 5…; a round that eliminates more than usual, after a
 * double disqualification, shares a better place). Only final placements are listed: an entrant appears once every match of its round and
 * of the rounds before is decided, and the champion once the event is over. With pools, those
 * who did not advance follow the bracket's places, by their place in their pool, from the
 * moment the pools are over.
 */
export function placements(state: BracketState): Standing[] {
  const bracket = Object.values(state.matches).filter((match) => match.bracket !== "pool");
  if (!state.seeds) return [];
  const eliminatedAt = new Map<number, number>(); // entrant → tier
  const openTiers: number[] = [];
  for (const match of bracket) {
    const tier = eliminationTier(state, match);
    if (match.status !== "done") {
      openTiers.push(tier);
      continue;
    }
    for (const entrantId of [match.entrant1Id, match.entrant2Id]) {
      if (entrantId === null || entrantId === match.winnerId) continue;
      const next = match.loserTo && state.matches[match.loserTo.matchId];
      const sentOn =
        next && (match.loserTo!.slot === 1 ? next.entrant1Id : next.entrant2Id) === entrantId;
      if (!sentOn) eliminatedAt.set(entrantId, tier);
    }
  }
  const firstOpenTier = Math.min(Infinity, ...openTiers);
  const byTier = new Map<number, number[]>();
  for (const [entrantId, tier] of eliminatedAt) {
    if (tier >= firstOpenTier) continue;
    if (!byTier.has(tier)) byTier.set(tier, []);
    byTier.get(tier)!.push(entrantId);
  }
  const standings: Standing[] = [];
  let eliminated = 0;
  for (const tier of [...byTier.keys()].sort((a, b) => a - b)) {
    const entrants = byTier.get(tier)!;
    eliminated += entrants.length;
    const placement = state.seeds.length - eliminated + 1;
    for (const entrantId of entrants) standings.push({ entrantId, placement });
  }
  const champion = championOf(state);
  if (champion !== null) standings.push({ entrantId: champion, placement: 1 });

  // Those out in the pools are placed once the pools are over (when the bracket is seeded).
  if (state.pools) {
    standings.push(...poolPlacements(state, state.seeds.length));
  }
  const seedIndex = new Map(state.entrants.map((entrantId, index) => [entrantId, index]));
  return standings.sort(
    (a, b) =>
      a.placement - b.placement || seedIndex.get(a.entrantId)! - seedIndex.get(b.entrantId)!,
  );
}

/** The event's winner once every bracket match is decided, else null. */
export function championOf(state: BracketState): number | null {
  const bracket = Object.values(state.matches).filter((match) => match.bracket !== "pool");
  if (!state.seeds || bracket.some((match) => match.status !== "done")) return null;
  if (state.format === "single_elimination") {
    const final = bracket.reduce((last, match) => (match.round > last.round ? match : last));
    return final.winnerId;
  }
  const reset = state.matches[GRAND_FINAL_RESET];
  return reset.isBye ? state.matches[GRAND_FINAL].winnerId : reset.winnerId;
}

/**
 * Pool entrants who did not advance, after the `advanced` bracket places, tied by pool place
 * (taken from the table now, so one disqualified after the pools ranks last in theirs).
 */
function poolPlacements(state: BracketState, advanced: number): Standing[] {
  const inBracket = new Set(state.seeds);
  const byRank = new Map<number, number[]>();
  state.pools!.forEach((_, index) => {
    const left = poolStandings(state, index + 1).filter((row) => !inBracket.has(row.entrantId));
    left.forEach((row, place) => {
      if (!byRank.has(place)) byRank.set(place, []);
      byRank.get(place)!.push(row.entrantId);
    });
  });
  const standings: Standing[] = [];
  let placement = advanced + 1;
  for (const rank of [...byRank.keys()].sort((a, b) => a - b)) {
    const entrants = byRank.get(rank)!;
    for (const entrantId of entrants) standings.push({ entrantId, placement });
    placement += entrants.length;
  }
  return standings;
}
