import { newMatch } from "./new-match";
import { snakePools } from "./seeding";
import type { BestOf, BracketMatch, BracketState } from "./types";

export const poolMatchId = (pool: number, round: number, number: number) =>
  `P${pool}-R${round}-${number}`;

/** Entrants (in seed order) split into pools of at most `poolSize`, sizes differing by 1 at most. */
export function splitIntoPools(entrants: readonly number[], poolSize: number): number[][] {
  return snakePools(entrants, Math.ceil(entrants.length / poolSize));
}

/**
 * The round-robin schedule of `count` players (indexes in pool seed order) by the circle method:
 * everyone plays everyone once, nobody twice in a round; with an odd count one player sits out
 * each round. Each pair lists the better seed first.
 */
export function roundRobinRounds(count: number): [number, number][][] {
  const players = Array.from({ length: count % 2 === 0 ? count : count + 1 }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < players.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < players.length / 2; i++) {
      const a = players[i];
      const b = players[players.length - 1 - i];
      if (a < count && b < count) pairs.push(a < b ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first player in place and turn the others one step.
    players.splice(1, 0, players.pop()!);
  }
  return rounds;
}

export function poolMatches(pools: number[][], bestOf: BestOf): BracketMatch[] {
  return pools.flatMap((entrants, poolIndex) =>
    roundRobinRounds(entrants.length).flatMap((pairs, roundIndex) =>
      pairs.map(([a, b], pairIndex) => {
        const match = newMatch({
          id: poolMatchId(poolIndex + 1, roundIndex + 1, pairIndex + 1),
          bracket: "pool",
          pool: poolIndex + 1,
          round: roundIndex + 1,
          number: pairIndex + 1,
          bestOf,
          source1: null,
          source2: null,
          entrant1Id: entrants[a],
          entrant2Id: entrants[b],
        });
        match.status = "ready";
        return match;
      }),
    ),
  );
}

export interface PoolStanding {
  entrantId: number;
  /** 1-based finishing position in the pool, without ties. */
  rank: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  disqualified: boolean;
}

const gameRatio = (row: PoolStanding) =>
  row.gamesWon + row.gamesLost === 0 ? 0 : row.gamesWon / (row.gamesWon + row.gamesLost);

/**
 * A pool's table: by sets won, then game ratio (games won over games played; 0 without games, as
 * a result reported on paper has none), then head-to-head among the entrants still tied (sets
 * won in the matches between them; for two, their own match), then pool seed. A disqualified
 * entrant ranks below everyone else in the pool.
 */
export function poolStandings(state: BracketState, pool: number): PoolStanding[] {
  const entrants = state.pools?.[pool - 1] ?? [];
  const rows = new Map<number, PoolStanding>(
    entrants.map((entrantId) => [
      entrantId,
      {
        entrantId,
        rank: 0,
        setsWon: 0,
        setsLost: 0,
        gamesWon: 0,
        gamesLost: 0,
        disqualified: state.disqualified.includes(entrantId),
      },
    ]),
  );
  const played = Object.values(state.matches).filter(
    (match) => match.pool === pool && match.status === "done",
  );
  for (const match of played) {
    const one = rows.get(match.entrant1Id!)!;
    const two = rows.get(match.entrant2Id!)!;
    one.gamesWon += match.score1 ?? 0;
    one.gamesLost += match.score2 ?? 0;
    two.gamesWon += match.score2 ?? 0;
    two.gamesLost += match.score1 ?? 0;
    for (const row of [one, two]) {
      if (match.winnerId === row.entrantId) row.setsWon++;
      else row.setsLost++;
    }
  }
  const seedIndex = new Map(entrants.map((entrantId, index) => [entrantId, index]));
  const tableOrder = (a: PoolStanding, b: PoolStanding) =>
    Number(a.disqualified) - Number(b.disqualified) ||
    b.setsWon - a.setsWon ||
    gameRatio(b) - gameRatio(a);
  const sorted = [...rows.values()].sort(
    (a, b) => tableOrder(a, b) || seedIndex.get(a.entrantId)! - seedIndex.get(b.entrantId)!,
  );
  // Head-to-head inside each run of entrants the table cannot tell apart.
  const ranked: PoolStanding[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && tableOrder(sorted[start], sorted[end]) === 0) end++;
    const tied = sorted.slice(start, end);
    if (tied.length > 1) {
      const ids = new Set(tied.map((row) => row.entrantId));
      const headToHead = new Map(tied.map((row) => [row.entrantId, 0]));
      for (const match of played) {
        if (ids.has(match.entrant1Id!) && ids.has(match.entrant2Id!) && match.winnerId !== null) {
          headToHead.set(match.winnerId, headToHead.get(match.winnerId)! + 1);
        }
      }
      // A stable sort keeps pool seed order among those still tied.
      tied.sort((a, b) => headToHead.get(b.entrantId)! - headToHead.get(a.entrantId)!);
    }
    ranked.push(...tied);
    start = end;
  }
  return ranked.map((row, index) => ({ ...row, rank: index + 1 }));
}
