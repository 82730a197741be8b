import { describe, expect, it } from "vitest";
import {
  BracketError,
  placements,
  reportResult,
  type BracketMatch,
  type BracketState,
} from "~/models/bracket-engine";
import { create, matchesOf, placementOf, playOut, readyMatches, win } from "./helpers";

const played = (state: BracketState) =>
  matchesOf(state).filter((match) => match.status === "done" && !match.isBye);

describe("byes", () => {
  it.each([5, 6, 7, 11, 12, 13])(
    "with %i entrants go to the top seeds, never meet each other, and carry into losers",
    (count) => {
      const state = create("double_elimination", count);
      const round1 = matchesOf(state).filter((m) => m.bracket === "winners" && m.round === 1);
      const byes = round1.filter((match) => match.isBye);
      const size = round1.length * 2;
      expect(byes).toHaveLength(size - count);
      // The byes are the top seeds' first matches, each won by that seed.
      expect(byes.map((match) => match.winnerId).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: size - count }, (_, i) => i + 1),
      );
      for (const match of round1) {
        expect(match.entrant1Id !== null || match.entrant2Id !== null).toBe(true);
      }
      // Losers round 1 matches fed by two byes are decided at once, with nobody sent on.
      for (const match of matchesOf(state).filter((m) => m.bracket === "losers")) {
        if (match.round === 1) {
          const fedByByes = [match.source1, match.source2].filter(
            (source) => source?.kind === "loser" && state.matches[source.matchId].isBye,
          ).length;
          // One bye: it waits for the other winners match, then passes its loser on.
          expect(match.status).toBe(fedByByes === 2 ? "done" : "waiting");
          if (fedByByes === 2) expect(match.winnerId).toBeNull();
        }
      }
      // Playing only the ready matches completes the event: nobody waits on a missing match.
      const { state: end } = playOut(state);
      expect(matchesOf(end).every((match) => match.status === "done")).toBe(true);
    },
  );

  it("sends a top seed with a bye straight to winners round 2", () => {
    const state = create("double_elimination", 5);
    expect(state.matches["W1-1"]).toMatchObject({ entrant1Id: 1, entrant2Id: null, isBye: true });
    expect(state.matches["W2-1"]).toMatchObject({ entrant1Id: 1, entrant2Id: null });
    expect(state.matches["W2-2"]).toMatchObject({
      entrant1Id: 2,
      entrant2Id: 3,
      status: "ready",
    });
    expect(readyMatches(state).map((match) => match.id)).toEqual(["W1-2", "W2-2"]);
  });
});

describe("losers bracket drops", () => {
  it("keeps a winners round 1 loser from meeting the same opponent in losers rounds 1 and 2", () => {
    for (const count of [8, 12, 16, 24, 32, 64]) {
      // Upsets everywhere, so the drops differ from the seeds.
      const { state } = playOut(create("double_elimination", count), (m) =>
        m.id.length % 2 ? m.entrant1Id! : m.entrant2Id!,
      );
      const opponents = (match: BracketMatch, entrantId: number) =>
        match.entrant1Id === entrantId ? match.entrant2Id : match.entrant1Id;
      for (const first of matchesOf(state).filter(
        (m) => m.bracket === "winners" && m.round === 1,
      )) {
        if (first.isBye) continue;
        const loser = first.winnerId === first.entrant1Id ? first.entrant2Id! : first.entrant1Id!;
        const early = matchesOf(state).filter(
          (m) =>
            m.bracket === "losers" &&
            m.round <= 2 &&
            (m.entrant1Id === loser || m.entrant2Id === loser),
        );
        for (const match of early) expect(opponents(match, loser)).not.toBe(first.winnerId);
      }
    }
  });

  it("drops winners round 2's losers in reverse order for 8 entrants", () => {
    const state = create("double_elimination", 8);
    expect(state.matches["W2-1"].loserTo).toEqual({ matchId: "L2-2", slot: 1 });
    expect(state.matches["W2-2"].loserTo).toEqual({ matchId: "L2-1", slot: 1 });
    expect(state.matches["W3-1"].loserTo).toEqual({ matchId: "L4-1", slot: 1 });
  });
});

describe("grand final", () => {
  function toGrandFinal() {
    // Seed 1 wins the winners bracket, seed 2 the losers bracket.
    let state = create("double_elimination", 4);
    for (let ready = readyMatches(state); ready[0]?.bracket !== "grand_final";) {
      const match = ready[0];
      state = reportResult(
        state,
        match.id,
        win(match, Math.min(match.entrant1Id!, match.entrant2Id!)),
      ).state;
      ready = readyMatches(state);
    }
    return state;
  }

  it("ends the event when the winners-side entrant wins set 1", () => {
    const state = toGrandFinal();
    expect(state.matches["GF-1"]).toMatchObject({ entrant1Id: 1, entrant2Id: 2 });
    const { state: end, changed } = reportResult(state, "GF-1", {
      winnerId: 1,
      score1: 2,
      score2: 0,
    });
    expect(end.matches["GF-2"]).toMatchObject({ status: "done", isBye: true, winnerId: null });
    expect(changed.map((match) => match.id).sort()).toEqual(["GF-1", "GF-2"]);
    expect(placements(end).slice(0, 2)).toEqual([
      { entrantId: 1, placement: 1 },
      { entrantId: 2, placement: 2 },
    ]);
    expect(played(end)).toHaveLength(2 * 4 - 2);
  });

  it("opens the reset between the same two when the losers-side entrant wins set 1", () => {
    let state = toGrandFinal();
    state = reportResult(state, "GF-1", { winnerId: 2, score1: 1, score2: 2 }).state;
    expect(state.matches["GF-2"]).toMatchObject({
      entrant1Id: 1,
      entrant2Id: 2,
      status: "ready",
      isBye: false,
    });
    expect(placements(state).some((row) => row.placement <= 2)).toBe(false);
    state = reportResult(state, "GF-2", { winnerId: 2, score1: 0, score2: 2 }).state;
    expect(placementOf(state).get(2)).toBe(1);
    expect(placementOf(state).get(1)).toBe(2);
    expect(played(state)).toHaveLength(2 * 4 - 1);
  });
});

describe("set counts and placements", () => {
  it.each([2, 3, 5, 8, 13, 24, 64])(
    "double elimination of %i has 2N−2 sets, 2N−1 with the reset",
    (n) => {
      const noReset = playOut(create("double_elimination", n)).state;
      expect(played(noReset)).toHaveLength(2 * n - 2);
      // The losers-side entrant (the higher id in the grand final) takes set 1.
      const withReset = playOut(create("double_elimination", n), (match) =>
        match.id === "GF-1" ? match.entrant2Id! : Math.min(match.entrant1Id!, match.entrant2Id!),
      ).state;
      expect(played(withReset)).toHaveLength(2 * n - 1);
    },
  );

  it("places double elimination 1, 2, 3, 4, 5, 5, 7, 7, 9…, 13…", () => {
    const eight = playOut(create("double_elimination", 8)).state;
    expect(placements(eight)).toEqual(
      [1, 2, 3, 4, 5, 5, 7, 7].map((placement, i) => ({ entrantId: i + 1, placement })),
    );
    const sixteen = placements(playOut(create("double_elimination", 16)).state);
    expect(sixteen.map((row) => row.placement)).toEqual([
      1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13,
    ]);
    const six = placements(playOut(create("double_elimination", 6)).state);
    expect(six.map((row) => row.placement)).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it("places single elimination 1, 2, 3, 3, 5…, with N−1 sets", () => {
    const state = playOut(create("single_elimination", 8)).state;
    expect(placements(state).map((row) => row.placement)).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
    expect(played(state)).toHaveLength(7);
    const six = playOut(create("single_elimination", 6)).state;
    expect(placements(six).map((row) => row.placement)).toEqual([1, 2, 3, 3, 5, 5]);
    expect(played(six)).toHaveLength(5);
  });

  it("lists only settled placements while the event runs", () => {
    let state = create("double_elimination", 8);
    expect(placements(state)).toEqual([]);
    for (const id of ["W1-1", "W1-2", "W1-3", "W1-4", "L1-1"]) {
      state = reportResult(state, id, win(state.matches[id], state.matches[id].entrant1Id!)).state;
    }
    expect(placements(state)).toEqual([]);
    state = reportResult(
      state,
      "L1-2",
      win(state.matches["L1-2"], state.matches["L1-2"].entrant1Id!),
    ).state;
    // Seeds 5 and 6 lost to 4 and 3 in winners round 1, then to 8 and 7 in losers round 1.
    expect(placements(state)).toEqual([
      { entrantId: 5, placement: 7 },
      { entrantId: 6, placement: 7 },
    ]);
  });
});

describe("best of", () => {
  const bestOfs = (state: BracketState) =>
    Object.fromEntries(matchesOf(state).map((match) => [match.id, match.bestOf]));

  it("plays best of 5 from top 8 on: winners semis, the last four losers rounds, the grand final", () => {
    const state = create("double_elimination", 32, { bestOfFiveFrom: "top8" });
    const five = matchesOf(state)
      .filter((match) => match.bestOf === 5)
      .map((match) => match.id);
    expect(five).toEqual([
      "W4-1",
      "W4-2",
      "W5-1",
      "L5-1",
      "L5-2",
      "L6-1",
      "L6-2",
      "L7-1",
      "L8-1",
      "GF-1",
      "GF-2",
    ]);
  });

  it("narrows to the winners semis, the winners final or the grand final", () => {
    const semis = bestOfs(create("double_elimination", 16, { bestOfFiveFrom: "winners_semis" }));
    expect([semis["W3-1"], semis["L3-1"], semis["L4-1"], semis["L6-1"]]).toEqual([5, 3, 5, 5]);
    const finals = bestOfs(create("double_elimination", 16, { bestOfFiveFrom: "winners_finals" }));
    expect([finals["W3-1"], finals["W4-1"], finals["L4-1"], finals["L5-1"]]).toEqual([3, 5, 3, 5]);
    const grand = bestOfs(create("double_elimination", 16, { bestOfFiveFrom: "grand_final" }));
    expect([grand["W4-1"], grand["L6-1"], grand["GF-1"], grand["GF-2"]]).toEqual([3, 3, 5, 5]);
    const single = bestOfs(create("single_elimination", 16, { bestOfFiveFrom: "top8" }));
    expect([single["W1-1"], single["W2-1"], single["W4-1"]]).toEqual([3, 5, 5]);
    const all = bestOfs(create("double_elimination", 8, { bestOf: 5 }));
    expect(new Set(Object.values(all))).toEqual(new Set([5]));
  });

  it("ends a best of 5 at 3 games and a best of 3 at 2", () => {
    // With 4 entrants, round 1 is the winners semi-finals.
    const state = create("double_elimination", 4, { bestOfFiveFrom: "top8" });
    const refused = (score1: number, score2: number) => {
      try {
        reportResult(state, "W1-1", { winnerId: 1, score1, score2 });
        return null;
      } catch (error) {
        return error instanceof BracketError ? [error.code, error.status] : error;
      }
    };
    expect(refused(2, 0)).toEqual(["bad_score", 422]);
    expect(refused(3, 3)).toEqual(["bad_score", 422]);
    expect(refused(4, 0)).toEqual(["bad_score", 422]);
    expect(refused(2, 3)).toEqual(["bad_score", 422]);
    expect(refused(3, 2)).toBeNull();
    const bestOf3 = create("double_elimination", 4);
    expect(() => reportResult(bestOf3, "W1-1", { winnerId: 1, score1: 3, score2: 0 })).toThrow(
      "best of 3",
    );
    expect(
      reportResult(bestOf3, "W1-1", { winnerId: 4, score1: 1, score2: 2 }).changed,
    ).not.toEqual([]);
  });
});

describe("creation", () => {
  it("refuses fewer than 2 or more than 512 entrants, and repeated ids", () => {
    expect(() => create("double_elimination", 1)).toThrow("2 to 512 entrants");
    expect(() => create("double_elimination", 513)).toThrow("2 to 512 entrants");
    expect(() => create("double_elimination", 2, { entrants: [4, 4] } as never)).toThrow(
      "distinct",
    );
  });

  it("creates and starts a 512-entrant double elimination well under a second", () => {
    const start = performance.now();
    const state = create("double_elimination", 512);
    expect(performance.now() - start).toBeLessThan(500);
    expect(matchesOf(state)).toHaveLength(511 + 510 + 2);
    expect(readyMatches(state)).toHaveLength(256);
  });

  it("reports a match of a 512-entrant bracket in well under a millisecond or two", () => {
    let state = create("double_elimination", 512);
    const firstRound = readyMatches(state);
    const start = performance.now();
    for (const match of firstRound)
      state = reportResult(state, match.id, win(match, match.entrant1Id!)).state;
    // A report touches the match, its targets and one copy of the index: no scan per match.
    expect((performance.now() - start) / firstRound.length).toBeLessThan(2);
    expect(readyMatches(state)).toHaveLength(128 + 128);
  });
});
