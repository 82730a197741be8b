import { crossSeed } from "./cross-seeding";
import { Draft, setEntrant } from "./draft";
import { decide, placeSeeds, settle } from "./match-flow";
import { poolStandings } from "./round-robin";
import type { BracketChange, BracketMatch, BracketState, MatchId } from "./types";
import { BracketError } from "./types";

export interface ReportedResult {
  winnerId: number;
  /** Games won by each side; both null (or left out) for a result reported without games. */
  score1?: number | null;
  score2?: number | null;
}

/** A result people reported, as opposed to a bye, a forfeit or an unneeded reset. */
export function isReported(match: BracketMatch): boolean {
  return match.status === "done" && !match.isBye && match.dq === null;
}

/** Games a side needs to win the set: 2 of 3, 3 of 5. */
export const gamesToWin = (bestOf: number) => Math.ceil(bestOf / 2);

function checkScore(match: BracketMatch, result: ReportedResult): void {
  const score1 = result.score1 ?? null;
  const score2 = result.score2 ?? null;
  if (score1 === null && score2 === null) return;
  const need = gamesToWin(match.bestOf);
  const [winner, loser] =
    result.winnerId === match.entrant1Id ? [score1, score2] : [score2, score1];
  const valid =
    Number.isInteger(winner) &&
    Number.isInteger(loser) &&
    winner === need &&
    loser! >= 0 &&
    loser! < need;
  if (!valid) {
    throw new BracketError(
      "bad_score",
      422,
      `In a best of ${match.bestOf} the winner has ${need} games and the loser fewer`,
    );
  }
}

/**
 * Records a set's result and moves the event on. Reporting the same result again changes
 * nothing; a different one is refused until the match is reset. The last pool result seeds the
 * bracket.
 */
export function reportResult(
  state: BracketState,
  matchId: MatchId,
  result: ReportedResult,
): BracketChange {
  const match = state.matches[matchId];
  if (!match) throw new BracketError("unknown_match", 404, "Match not found");
  const score1 = result.score1 ?? null;
  const score2 = result.score2 ?? null;
  if (match.status === "done") {
    const same =
      isReported(match) &&
      match.winnerId === result.winnerId &&
      match.score1 === score1 &&
      match.score2 === score2;
    if (same) return { state, changed: [] };
    throw new BracketError(
      "already_reported",
      409,
      "This match already has a result: reset it first",
    );
  }
  if (match.status !== "ready") {
    throw new BracketError("match_not_ready", 409, "This match is still waiting for its players");
  }
  if (result.winnerId !== match.entrant1Id && result.winnerId !== match.entrant2Id) {
    throw new BracketError(
      "winner_not_in_match",
      422,
      "The winner must be one of the match's players",
    );
  }
  checkScore(match, result);
  const draft = new Draft(state);
  decide(draft, matchId, {
    winnerId: result.winnerId,
    loserId: result.winnerId === match.entrant1Id ? match.entrant2Id : match.entrant1Id,
    score1,
    score2,
    isBye: false,
    dq: null,
    reported: true,
  });
  seedWhenPoolsDone(draft);
  return draft.finish();
}

/**
 * The later matches a reset of `matchId` sends back: everything its result reached, in the order
 * it reached them. Those that are `isReported` hold results people entered; the caller asks
 * before throwing them away. Resetting a pool match after the bracket was seeded sends the whole
 * bracket back.
 */
export function dependentMatches(state: BracketState, matchId: MatchId): BracketMatch[] {
  const root = state.matches[matchId];
  if (!root) throw new BracketError("unknown_match", 404, "Match not found");
  if (root.bracket === "pool") {
    if (!state.seeds) return [];
    return Object.values(state.matches).filter(
      (match) => match.bracket !== "pool" && !isBlank(match),
    );
  }
  const found: BracketMatch[] = [];
  const seen = new Set<MatchId>([matchId]);
  const queue: BracketMatch[] = [root];
  for (let next = 0; next < queue.length; next++) {
    const match = queue[next];
    if (match.status !== "done") continue;
    for (const link of [match.winnerTo, match.loserTo]) {
      if (!link || seen.has(link.matchId)) continue;
      seen.add(link.matchId);
      const target = state.matches[link.matchId];
      found.push(target);
      queue.push(target);
    }
  }
  return found.filter((match) => !isBlank(match));
}

function isBlank(match: BracketMatch): boolean {
  return match.status === "waiting" && match.entrant1Id === null && match.entrant2Id === null;
}

/**
 * Takes back a reported result: the match is open again with the same players, and every match
 * its result reached (`dependentMatches`) goes back to waiting, to be filled again, byes and
 * forfeits included, as results come in. Byes and forfeits themselves cannot be reset (nor can
 * a disqualification be undone). `dependents` are those later matches as they were before, so
 * the caller can keep their sets as history.
 */
export function resetResult(
  state: BracketState,
  matchId: MatchId,
): BracketChange & { dependents: BracketMatch[] } {
  const root = state.matches[matchId];
  if (!root) throw new BracketError("unknown_match", 404, "Match not found");
  if (!isReported(root)) {
    throw new BracketError("nothing_to_reset", 409, "This match has no reported result to reset");
  }
  const dependents = dependentMatches(state, matchId);
  const draft = new Draft(state);
  const cleared = new Set<MatchId>([matchId, ...dependents.map((match) => match.id)]);
  for (const id of cleared) {
    const match = draft.edit(id);
    Object.assign(match, {
      score1: null,
      score2: null,
      winnerId: null,
      isBye: false,
      dq: null,
      status: "waiting",
    } satisfies Partial<BracketMatch>);
    if (id === matchId) continue;
    for (const slot of [1, 2] as const) {
      const source = slot === 1 ? match.source1 : match.source2;
      const fedByReset = source && source.kind !== "seed" && cleared.has(source.matchId);
      if (fedByReset || (source?.kind === "seed" && root.bracket === "pool")) {
        setEntrant(match, slot, null);
      }
    }
  }
  if (root.bracket === "pool") draft.seeds = null;
  // Popped last first: the match itself is settled (ready again) before what it fed.
  settle(draft, [...cleared].reverse());
  seedWhenPoolsDone(draft);
  return { ...draft.finish(), dependents };
}

/**
 * Disqualifies an entrant: the match they are in now, and every match they reach later, is a
 * forfeit (marked `dq`, no games) that their opponent wins; a disqualified entrant never advances.
 * When both entrants of a match are disqualified, it ends with no winner and neither goes on:
 * the next match gets an empty side, as after a bye, and both are placed as eliminated there.
 */
export function disqualify(state: BracketState, entrantId: number): BracketChange {
  if (!state.entrants.includes(entrantId)) {
    throw new BracketError("unknown_entrant", 404, "Entrant not found");
  }
  if (state.disqualified.includes(entrantId)) {
    throw new BracketError("already_disqualified", 409, "This entrant is already disqualified");
  }
  const draft = new Draft(state);
  draft.disqualified.add(entrantId);
  const open = Object.values(state.matches).filter(
    (match) =>
      match.status !== "done" && (match.entrant1Id === entrantId || match.entrant2Id === entrantId),
  );
  settle(
    draft,
    open.map((match) => match.id),
  );
  seedWhenPoolsDone(draft);
  return draft.finish();
}

/**
 * Seeds the bracket from the pools once every pool match is decided: each pool's top
 * `advancePerPool` by its standings, cross-seeded. A no-op otherwise (reportResult, resetResult
 * and disqualify already call it).
 */
export function seedBracketFromPools(state: BracketState): BracketChange {
  const draft = new Draft(state);
  seedWhenPoolsDone(draft);
  return draft.finish();
}

function seedWhenPoolsDone(draft: Draft): void {
  const { pools, poolSettings } = draft.base;
  if (!pools || !poolSettings || draft.seeds) return;
  const current = draft.finish().state;
  const poolsDone = Object.values(current.matches).every(
    (match) => match.bracket !== "pool" || match.status === "done",
  );
  if (!poolsDone) return;
  const finishers = pools.map((_, index) =>
    poolStandings(current, index + 1)
      .slice(0, poolSettings.advancePerPool)
      .map((row) => row.entrantId),
  );
  placeSeeds(draft, crossSeed(finishers));
}
