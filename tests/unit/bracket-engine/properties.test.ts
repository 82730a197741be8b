import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  championOf,
  createEvent,
  dependentMatches,
  disqualify,
  isReported,
  placements,
  reportResult,
  resetResult,
  type BracketMatch,
  type BracketState,
  type EventFormat,
} from "~/models/bracket-engine";
import { win } from "./helpers";

/** A small seeded generator, so fast-check shrinks a failing run to its size and seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Placements start.gg gives N entrants: each i-th best gets the largest tier value ≤ i. */
function expectedPlacements(format: EventFormat, count: number): number[] {
  const tiers = [1, 2, 3];
  for (let j = 1; tiers.length < 40; j++) {
    if (format === "single_elimination") tiers.push(2 ** (j + 1) + 1);
    else if (j === 1) tiers.push(4);
    else tiers.push(2 ** j + 1, 2 ** j + 2 ** (j - 1) + 1);
  }
  return Array.from({ length: count }, (_, i) => Math.max(...tiers.filter((t) => t <= i + 1)));
}

interface Run {
  state: BracketState;
  reported: BracketMatch[];
}

/**
 * Plays the event out at random: a random ready match, a random winner, now and then a
 * disqualification. Ready matches are tracked only through the `changed` lists, so a change the
 * engine fails to list stalls the run and fails the test.
 */
function playRandomly(state: BracketState, seed: number, dqEvery = 0): Run {
  const next = random(seed);
  const ready = new Map(
    Object.values(state.matches)
      .filter((match) => match.status === "ready")
      .map((match) => [match.id, match]),
  );
  const track = (changed: BracketMatch[]) => {
    for (const match of changed) {
      if (match.status === "ready") ready.set(match.id, match);
      else ready.delete(match.id);
    }
  };
  const reported: BracketMatch[] = [];
  while (ready.size > 0) {
    if (dqEvery > 0 && next(dqEvery) === 0) {
      const candidates = state.entrants.filter((id) => !state.disqualified.includes(id));
      const change = disqualify(state, candidates[next(candidates.length)]);
      state = change.state;
      track(change.changed);
      continue;
    }
    const ids = [...ready.keys()];
    const match = state.matches[ids[next(ids.length)]];
    const winnerId = next(2) === 0 ? match.entrant1Id! : match.entrant2Id!;
    const change = reportResult(state, match.id, win(match, winnerId));
    reported.push(match);
    state = change.state;
    track(change.changed);
  }
  return { state, reported };
}

const losses = (state: BracketState) => {
  const count = new Map<number, number>();
  for (const match of Object.values(state.matches)) {
    if (match.status !== "done" || match.winnerId === null || match.isBye) continue;
    const loser = match.winnerId === match.entrant1Id ? match.entrant2Id! : match.entrant1Id!;
    count.set(loser, (count.get(loser) ?? 0) + 1);
  }
  return count;
};

/** Entrant ids in a random seed order, so nothing leans on ids being seeds. */
const entrantsOf = (count: number, seed: number) => {
  const next = random(seed ^ 0x5bd1e995);
  const ids = Array.from({ length: count }, (_, i) => 1000 + i * 7);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids;
};

const sizes = fc.integer({ min: 2, max: 512 });
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe("double elimination, played out at random", () => {
  it("plays every non-bye match once, completes, and places everyone in the expected tiers", () => {
    fc.assert(
      fc.property(sizes, seeds, (count, seed) => {
        const entrants = entrantsOf(count, seed);
        const start = createEvent({ format: "double_elimination", entrants, bestOf: 3 });
        const { state, reported } = playRandomly(start, seed);
        const matches = Object.values(state.matches);
        // Nobody waits on a match that never happens: everything ends decided.
        expect(matches.every((match) => match.status === "done")).toBe(true);
        const played = matches.filter((match) => !match.isBye);
        const reportedIds = reported.map((match) => match.id);
        expect(new Set(reportedIds).size).toBe(reportedIds.length);
        expect(new Set(reportedIds)).toEqual(new Set(played.map((match) => match.id)));
        const resetPlayed = !state.matches["GF-2"].isBye;
        expect(played).toHaveLength(2 * count - (resetPlayed ? 1 : 2));

        const lost = losses(state);
        const champion = championOf(state)!;
        expect(entrants).toContain(champion);
        expect(Math.max(...lost.values())).toBeLessThanOrEqual(2);
        expect(lost.get(champion) ?? 0).toBeLessThanOrEqual(1);
        for (const entrant of entrants) {
          if (entrant !== champion) expect(lost.get(entrant)).toBe(2);
        }

        const rows = placements(state);
        expect(new Set(rows.map((row) => row.entrantId))).toEqual(new Set(entrants));
        expect(rows.map((row) => row.placement)).toEqual(
          expectedPlacements("double_elimination", count),
        );
        expect(rows[0]).toEqual({ entrantId: champion, placement: 1 });
      }),
      { numRuns: 25 },
    );
  });

  it("never rematches a winners round 1 pairing in losers rounds 1 and 2 from 8 entrants on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 256 }), seeds, (count, seed) => {
        const start = createEvent({
          format: "double_elimination",
          entrants: entrantsOf(count, seed),
          bestOf: 3,
        });
        const { state } = playRandomly(start, seed);
        const matches = Object.values(state.matches);
        const firstOpponent = new Map<number, number>();
        for (const match of matches) {
          if (match.bracket !== "winners" || match.round !== 1 || match.isBye) continue;
          firstOpponent.set(match.entrant1Id!, match.entrant2Id!);
          firstOpponent.set(match.entrant2Id!, match.entrant1Id!);
        }
        for (const match of matches) {
          if (match.bracket !== "losers" || match.round > 2 || match.isBye) continue;
          expect(firstOpponent.get(match.entrant1Id!)).not.toBe(match.entrant2Id);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("completes with random disqualifications, no disqualified entrant ever winning a match", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), seeds, (count, seed) => {
        const entrants = entrantsOf(count, seed);
        const start = createEvent({ format: "double_elimination", entrants, bestOf: 3 });
        const { state } = playRandomly(start, seed, 6);
        const matches = Object.values(state.matches);
        expect(matches.every((match) => match.status === "done")).toBe(true);
        for (const match of matches) {
          if (match.dq !== null) expect([match.score1, match.score2]).toEqual([null, null]);
          // A forfeit goes to the side that did not forfeit; a double forfeit to nobody.
          if (match.dq === "entrant1") expect(match.winnerId).not.toBe(match.entrant1Id);
          if (match.dq === "entrant2") expect(match.winnerId).not.toBe(match.entrant2Id);
          if (match.dq === "both") expect(match.winnerId).toBeNull();
        }
        expect(Math.max(0, ...losses(state).values())).toBeLessThanOrEqual(2);
        // Everyone is placed exactly once; a shared place is one more than those placed above.
        const rows = placements(state);
        expect(rows.map((row) => row.entrantId).sort()).toEqual([...entrants].sort());
        for (const row of rows) {
          const above = rows.filter((other) => other.placement < row.placement).length;
          expect(row.placement).toBe(above + 1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("takes back a result exactly: report then reset is the state before", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 96 }),
        seeds,
        fc.integer({ min: 0, max: 400 }),
        (count, seed, steps) => {
          const start = createEvent({
            format: "double_elimination",
            entrants: entrantsOf(count, seed),
            bestOf: 3,
          });
          const next = random(seed);
          let state = start;
          for (let i = 0; i < steps; i++) {
            const ready = Object.values(state.matches).filter((match) => match.status === "ready");
            if (ready.length === 0) break;
            const match = ready[next(ready.length)];
            const winnerId = next(2) === 0 ? match.entrant1Id! : match.entrant2Id!;
            const after = reportResult(state, match.id, win(match, winnerId)).state;
            if (i === steps - 1 || ready.length === 1) {
              expect(resetResult(after, match.id).state).toEqual(state);
            }
            state = after;
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("a correction in the middle of an event", () => {
  it("resets any reported match, carries it through, and the event still completes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 128 }),
        seeds,
        fc.integer({ min: 1, max: 1000 }),
        (count, seed, cut) => {
          const entrants = entrantsOf(count, seed);
          const start = createEvent({ format: "double_elimination", entrants, bestOf: 3 });
          const next = random(seed);
          let state = start;
          // Play part of the event, then take back one of its reported results at random.
          for (let i = 0; i < cut % (2 * count); i++) {
            const ready = Object.values(state.matches).filter((match) => match.status === "ready");
            if (ready.length === 0) break;
            const match = ready[next(ready.length)];
            state = reportResult(
              state,
              match.id,
              win(match, next(2) ? match.entrant1Id! : match.entrant2Id!),
            ).state;
          }
          const reported = Object.values(state.matches).filter(isReported);
          fc.pre(reported.length > 0);
          const target = reported[next(reported.length)];
          const later = dependentMatches(state, target.id);
          const { state: back, changed } = resetResult(state, target.id);
          expect(back.matches[target.id].status).toBe("ready");
          // Everything the reset changed is the match and matches that depended on it.
          const allowed = new Set([target.id, ...later.map((match) => match.id)]);
          for (const match of changed) expect(allowed.has(match.id)).toBe(true);
          for (const match of later) expect(isReported(back.matches[match.id])).toBe(false);

          const { state: end } = playRandomly(back, seed + 1);
          const matches = Object.values(end.matches);
          expect(matches.every((match) => match.status === "done")).toBe(true);
          const played = matches.filter((match) => !match.isBye);
          expect(played).toHaveLength(2 * count - (end.matches["GF-2"].isBye ? 2 : 1));
          expect(Math.max(...losses(end).values())).toBeLessThanOrEqual(2);
          expect(placements(end).map((row) => row.placement)).toEqual(
            expectedPlacements("double_elimination", count),
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("single elimination, played out at random", () => {
  it("plays N−1 sets, completes, and places 1, 2, 3, 3, 5…", () => {
    fc.assert(
      fc.property(sizes, seeds, (count, seed) => {
        const entrants = entrantsOf(count, seed);
        const start = createEvent({ format: "single_elimination", entrants, bestOf: 3 });
        const { state, reported } = playRandomly(start, seed);
        const matches = Object.values(state.matches);
        expect(matches.every((match) => match.status === "done")).toBe(true);
        expect(reported).toHaveLength(count - 1);
        expect(Math.max(...losses(state).values())).toBe(1);
        expect(placements(state).map((row) => row.placement)).toEqual(
          expectedPlacements("single_elimination", count),
        );
      }),
      { numRuns: 20 },
    );
  });
});

describe("pools into double elimination, played out at random", () => {
  it("seeds the bracket after the pools and places every entrant once, DQs or not", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 96 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        seeds,
        fc.boolean(),
        (count, poolSize, advancePerPool, seed, withDq) => {
          // One pool sending one entrant on is refused (tested in pools.test.ts).
          fc.pre(Math.ceil(count / poolSize) > 1 || advancePerPool > 1);
          const entrants = entrantsOf(count, seed);
          const start = createEvent({
            format: "pools_to_double_elimination",
            entrants,
            bestOf: 3,
            poolSize,
            advancePerPool,
          });
          const { state } = playRandomly(start, seed, withDq ? 12 : 0);
          expect(Object.values(state.matches).every((match) => match.status === "done")).toBe(true);
          const rows = placements(state);
          expect(rows.map((row) => row.entrantId).sort()).toEqual([...entrants].sort());
          for (const row of rows) {
            const above = rows.filter((other) => other.placement < row.placement).length;
            expect(row.placement).toBe(above + 1);
          }
          const advanced = state.seeds!.length;
          expect(new Set(rows.slice(0, advanced).map((row) => row.entrantId))).toEqual(
            new Set(state.seeds),
          );
          if (!withDq) {
            expect(rows.slice(0, advanced).map((row) => row.placement)).toEqual(
              expectedPlacements("double_elimination", advanced),
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
