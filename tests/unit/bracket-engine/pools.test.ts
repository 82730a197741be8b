import { describe, expect, it } from "vitest";
import {
  crossSeed,
  disqualify,
  meetingRound,
  placements,
  poolStandings,
  reportResult,
  resetResult,
  roundRobinRounds,
  seedOrder,
  type BracketState,
} from "~/models/bracket-engine";
import { create, matchesOf, playOut, readyMatches } from "./helpers";

const pools = (count: number, poolSize = 4, advancePerPool = 2) =>
  create("pools_to_double_elimination", count, { poolSize, advancePerPool });

const poolMatchesOf = (state: BracketState, pool: number) =>
  matchesOf(state).filter((match) => match.pool === pool);

/** Reports a pool match between `a` and `b` won by `winner` with the given games. */
function result(
  state: BracketState,
  a: number,
  b: number,
  winner: number,
  games: [number, number],
) {
  const match = matchesOf(state).find(
    (m) =>
      m.bracket === "pool" && [m.entrant1Id, m.entrant2Id].sort().join() === [a, b].sort().join(),
  )!;
  const [winnerGames, loserGames] = games;
  const first = match.entrant1Id === winner;
  return reportResult(state, match.id, {
    winnerId: winner,
    score1: first ? winnerGames : loserGames,
    score2: first ? loserGames : winnerGames,
  }).state;
}

describe("round robin", () => {
  it("has everyone play everyone once, nobody twice in a round", () => {
    for (let count = 2; count <= 9; count++) {
      const rounds = roundRobinRounds(count);
      const pairs = rounds.flat().map(([a, b]) => `${a}-${b}`);
      expect(new Set(pairs).size).toBe((count * (count - 1)) / 2);
      expect(pairs).toHaveLength((count * (count - 1)) / 2);
      expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
      for (const round of rounds) {
        const players = round.flat();
        expect(new Set(players).size).toBe(players.length);
      }
    }
  });

  it("splits 10 entrants into pools of at most 4 by snake seeding, all pool matches ready", () => {
    const state = pools(10);
    expect(state.pools).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
    expect(poolMatchesOf(state, 3)).toHaveLength(6);
    expect(readyMatches(state).every((match) => match.bracket === "pool")).toBe(true);
    expect(readyMatches(state)).toHaveLength(3 + 3 + 6);
    // The bracket waits, empty, for the pools.
    expect(state.seeds).toBeNull();
    expect(state.matches["W1-1"]).toMatchObject({ status: "waiting", entrant1Id: null });
  });

  it("refuses pools that would send fewer than 2 entrants to the bracket", () => {
    expect(() => pools(4, 4, 1)).toThrow("At least 2 entrants must advance from the pools");
    expect(() => pools(8, 1, 1)).toThrow("A pool holds 2 entrants or more");
    expect(() => pools(8, 4, 0)).toThrow("At least one entrant per pool must advance");
  });
});

describe("pool standings", () => {
  it("rank by sets won, then game ratio, then head-to-head", () => {
    // One pool of 4: 1, 2, 3, 4.
    let state = pools(4, 4, 2);
    state = result(state, 1, 2, 2, [2, 1]);
    state = result(state, 1, 3, 1, [2, 0]);
    state = result(state, 1, 4, 1, [2, 0]);
    state = result(state, 2, 3, 3, [2, 0]);
    state = result(state, 2, 4, 2, [2, 0]);
    state = result(state, 3, 4, 4, [2, 1]);
    // Sets: 1, 2 → 2 each; 3, 4 → 1 each. Games: 1 is 5–2, 2 is 4–4; 3 is 2–5 (0.29), 4 is 3–6.
    expect(poolStandings(state, 1).map((row) => [row.entrantId, row.setsWon])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
      [4, 1],
    ]);
    const rows = poolStandings(state, 1);
    expect(rows[0]).toMatchObject({ gamesWon: 5, gamesLost: 2, rank: 1 });
  });

  it("break a tie on sets and games by head-to-head", () => {
    let state = pools(4, 4, 2);
    // 3 and 4 tie on 2 sets and 4–4 in games; 4 beat 3.
    state = result(state, 1, 2, 1, [2, 0]);
    state = result(state, 1, 3, 3, [2, 0]);
    state = result(state, 1, 4, 4, [2, 0]);
    state = result(state, 2, 3, 3, [2, 0]);
    state = result(state, 2, 4, 2, [2, 0]);
    state = result(state, 3, 4, 4, [2, 0]);
    const rows = poolStandings(state, 1);
    expect(rows.map((row) => [row.entrantId, row.setsWon, row.gamesWon, row.gamesLost])).toEqual([
      [4, 2, 4, 2],
      [3, 2, 4, 2],
      [1, 1, 2, 4],
      [2, 1, 2, 4],
    ]);
    // 1 and 2 also tie on sets and games: 1 beat 2.
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
  });

  it("put a disqualified entrant last, its matches forfeited", () => {
    let state = pools(4, 4, 2);
    state = disqualify(state, 1).state;
    const forfeits = poolMatchesOf(state, 1).filter((match) => match.dq !== null);
    expect(forfeits).toHaveLength(3);
    expect(forfeits.every((match) => match.winnerId !== 1 && match.score1 === null)).toBe(true);
    expect(poolStandings(state, 1).at(-1)).toMatchObject({ entrantId: 1, disqualified: true });
  });
});

describe("cross-seeding", () => {
  it("seeds pool winners first, runners-up after, pool-mates in opposite halves", () => {
    // Four pools; finishers A1 A2, B1 B2, … as 11, 12, 21, 22, 31, 32, 41, 42.
    const seeds = crossSeed([
      [11, 12],
      [21, 22],
      [31, 32],
      [41, 42],
    ]);
    expect(seeds.slice(0, 4)).toEqual([11, 21, 31, 41]);
    expect(new Set(seeds.slice(4))).toEqual(new Set([12, 22, 32, 42]));
    const order = seedOrder(8);
    const position = (entrant: number) => order.indexOf(seeds.indexOf(entrant) + 1);
    for (const pool of [1, 2, 3, 4]) {
      expect(meetingRound(position(pool * 10 + 1), position(pool * 10 + 2))).toBe(3);
    }
  });

  it("puts pool-mates in opposite halves with three pools and byes", () => {
    const seeds = crossSeed([
      [11, 12],
      [21, 22],
      [31, 32],
    ]);
    expect(seeds).toEqual([11, 21, 31, 32, 22, 12]);
    const order = seedOrder(8);
    const position = (entrant: number) => order.indexOf(seeds.indexOf(entrant) + 1);
    for (const pool of [1, 2, 3]) {
      expect(meetingRound(position(pool * 10 + 1), position(pool * 10 + 2))).toBe(3);
    }
  });

  it("keeps pool-mates apart as long as the bracket allows with three per pool", () => {
    const finishers = [1, 2, 3, 4, 5, 6, 7, 8].map((pool) => [
      pool * 10 + 1,
      pool * 10 + 2,
      pool * 10 + 3,
    ]);
    const seeds = crossSeed(finishers);
    const order = seedOrder(32);
    const position = (entrant: number) => order.indexOf(seeds.indexOf(entrant) + 1);
    for (const [a, b, c] of finishers) {
      // No two pool-mates share a quarter of the bracket (they meet in round 4 or later).
      const rounds = [
        meetingRound(position(a), position(b)),
        meetingRound(position(a), position(c)),
        meetingRound(position(b), position(c)),
      ];
      expect(Math.min(...rounds)).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("pools into double elimination", () => {
  it("fills the bracket the moment the last pool match is reported", () => {
    let state = pools(12, 4, 2);
    const poolIds = readyMatches(state).map((match) => match.id);
    for (const id of poolIds.slice(0, -1)) {
      const match = state.matches[id];
      state = reportResult(state, id, {
        winnerId: Math.min(match.entrant1Id!, match.entrant2Id!),
      }).state;
    }
    expect(state.seeds).toBeNull();
    const last = state.matches[poolIds.at(-1)!];
    const { state: seeded, changed } = reportResult(state, last.id, {
      winnerId: Math.min(last.entrant1Id!, last.entrant2Id!),
    });
    // Pools of 1,6,7,12 / 2,5,8,11 / 3,4,9,10: winners 1, 2, 3; runners-up 6, 5, 4.
    expect(seeded.seeds!.slice(0, 3)).toEqual([1, 2, 3]);
    expect(new Set(seeded.seeds!.slice(3))).toEqual(new Set([4, 5, 6]));
    expect(changed.some((match) => match.bracket === "winners" && match.status === "ready")).toBe(
      true,
    );
    expect(readyMatches(seeded).every((match) => match.bracket === "winners")).toBe(true);
    // Those out in the pools are placed at once, after the 6 bracket places.
    expect(placements(state)).toEqual([]);
    expect(placements(seeded).map((row) => row.placement)).toEqual([7, 7, 7, 10, 10, 10]);

    // Resetting a pool result takes the bracket back to empty.
    const back = resetResult(seeded, last.id).state;
    expect(back.seeds).toBeNull();
    expect(matchesOf(back).filter((m) => m.bracket !== "pool" && m.entrant1Id !== null)).toEqual(
      [],
    );
  });

  it("places an entrant disqualified after the pools once, in the bracket", () => {
    let state = pools(12, 4, 2);
    for (const match of readyMatches(state)) {
      state = reportResult(state, match.id, {
        winnerId: Math.min(match.entrant1Id!, match.entrant2Id!),
      }).state;
    }
    state = disqualify(state, 4).state;
    const rows = placements(playOut(state).state);
    expect(rows.filter((row) => row.entrantId === 4)).toHaveLength(1);
    expect(rows.map((row) => row.entrantId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    // Non-advancing 7, 8, 9 (third in their pools) still place 7th, ahead of the fourths.
    expect(rows.filter((row) => row.placement === 7).map((row) => row.entrantId)).toEqual([
      7, 8, 9,
    ]);
  });

  it("places the bracket first, then those who did not advance by their pool place", () => {
    const end = playOut(pools(12, 4, 2)).state;
    expect(matchesOf(end).every((match) => match.status === "done")).toBe(true);
    const rows = placements(end);
    expect(rows.map((row) => row.placement)).toEqual([1, 2, 3, 4, 5, 5, 7, 7, 7, 10, 10, 10]);
    expect(
      rows
        .slice(0, 6)
        .map((row) => row.entrantId)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
