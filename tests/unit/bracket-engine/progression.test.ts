import { describe, expect, it } from "vitest";
import {
  BracketError,
  dependentMatches,
  disqualify,
  placements,
  reportResult,
  resetResult,
  type BracketState,
} from "~/models/bracket-engine";
import { create, matchesOf, placementOf, playOut, readyMatches, win } from "./helpers";

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof BracketError) return { code: error.code, status: error.status };
    throw error;
  }
  return null;
}

const report = (state: BracketState, id: string, winnerId: number) =>
  reportResult(state, id, win(state.matches[id], winnerId));

describe("reportResult", () => {
  it("sends the winner and the loser on and returns the matches it changed", () => {
    const state = create("double_elimination", 8);
    const { state: next, changed } = report(state, "W1-1", 1);
    expect(changed.map((match) => match.id).sort()).toEqual(["L1-1", "W1-1", "W2-1"]);
    expect(next.matches["W2-1"].entrant1Id).toBe(1);
    expect(next.matches["L1-1"].entrant1Id).toBe(8);
    // The state it started from is untouched.
    expect(state.matches["W1-1"].status).toBe("ready");
    expect(state.matches["W2-1"].entrant1Id).toBeNull();
  });

  it("refuses a match that is not ready, an unknown one, a winner not in it, a bad score", () => {
    const state = create("double_elimination", 8);
    expect(refusal(() => report(state, "W2-1", 1))).toBeTruthy();
    expect(refusal(() => reportResult(state, "W2-1", { winnerId: 1 }))).toEqual({
      code: "match_not_ready",
      status: 409,
    });
    expect(refusal(() => reportResult(state, "W9-9", { winnerId: 1 }))).toEqual({
      code: "unknown_match",
      status: 404,
    });
    expect(refusal(() => reportResult(state, "W1-1", { winnerId: 2 }))).toEqual({
      code: "winner_not_in_match",
      status: 422,
    });
    expect(
      refusal(() => reportResult(state, "W1-1", { winnerId: 1, score1: 1, score2: 2 })),
    ).toEqual({ code: "bad_score", status: 422 });
    expect(refusal(() => reportResult(state, "W1-1", { winnerId: 1, score1: 2 }))).toEqual({
      code: "bad_score",
      status: 422,
    });
  });

  it("takes a paper result with no games", () => {
    const { state } = reportResult(create("double_elimination", 8), "W1-2", { winnerId: 5 });
    expect(state.matches["W1-2"]).toMatchObject({ winnerId: 5, score1: null, score2: null });
  });

  it("ignores the same result reported twice and refuses a different one", () => {
    const once = report(create("double_elimination", 8), "W1-1", 1).state;
    const twice = reportResult(once, "W1-1", { winnerId: 1, score1: 2, score2: 1 });
    expect(twice).toEqual({ state: once, changed: [] });
    expect(
      refusal(() => reportResult(once, "W1-1", { winnerId: 8, score1: 1, score2: 2 })),
    ).toEqual({ code: "already_reported", status: 409 });
    expect(
      refusal(() => reportResult(once, "W1-1", { winnerId: 1, score1: 2, score2: 0 })),
    ).toEqual({ code: "already_reported", status: 409 });
  });

  it("refuses to report a bye", () => {
    const state = create("double_elimination", 5);
    expect(refusal(() => reportResult(state, "W1-1", { winnerId: 1 }))).toEqual({
      code: "already_reported",
      status: 409,
    });
  });
});

describe("resetResult", () => {
  it("sends back the match and every match its result reached, carried through byes", () => {
    // 5 entrants: seed 1 had a bye; the W1-2 loser passes a losers-round-1 bye on to L2.
    let state = create("double_elimination", 5);
    state = report(state, "W1-2", 4).state;
    expect(state.matches["L1-1"]).toMatchObject({ status: "done", isBye: true, winnerId: 5 });
    state = report(state, "W2-1", 1).state;
    state = report(state, "W2-2", 2).state;
    const l2 = matchesOf(state).find(
      (match) => match.bracket === "losers" && match.round === 2 && match.status === "ready",
    )!;
    expect([l2.entrant1Id, l2.entrant2Id]).toContain(5);

    // In the order the result reached them: W1-2's winner and loser, then what W2-1 and the
    // losers-round-1 bye passed on (W2-1's loser took a bye in L2-2 into L3-1).
    expect(l2.id).toBe("L2-1");
    expect(dependentMatches(state, "W1-2").map((match) => match.id)).toEqual([
      "W2-1",
      "L1-1",
      "W3-1",
      "L2-2",
      "L2-1",
      "L3-1",
    ]);
    expect(state.matches["L3-1"]).toMatchObject({ entrant2Id: 4, status: "waiting" });

    const { state: back, changed, dependents } = resetResult(state, "W1-2");
    expect(dependents.map((match) => match.id)).toEqual(
      dependentMatches(state, "W1-2").map((match) => match.id),
    );
    expect(dependents.find((match) => match.id === "W2-1")).toMatchObject({ winnerId: 1 });
    expect(back.matches["W1-2"]).toMatchObject({ status: "ready", winnerId: null, score1: null });
    expect(back.matches["W2-1"]).toMatchObject({
      status: "waiting",
      entrant1Id: 1,
      entrant2Id: null,
    });
    expect(back.matches["L1-1"]).toMatchObject({
      status: "waiting",
      entrant2Id: null,
      isBye: false,
    });
    expect(back.matches[l2.id]).toMatchObject({ status: "waiting" });
    expect(back.matches["L3-1"].entrant2Id).toBeNull();
    expect(back.matches[l2.id].entrant1Id === 5 || back.matches[l2.id].entrant2Id === 5).toBe(
      false,
    );
    // W2-2 never depended on W1-2: it keeps its result.
    expect(back.matches["W2-2"]).toMatchObject({ status: "done", winnerId: 2 });
    expect(changed.map((match) => match.id)).toContain("L1-1");

    // Played again the other way, the bye carries the new loser through.
    const again = report(back, "W1-2", 5).state;
    expect(again.matches["L1-1"]).toMatchObject({ status: "done", isBye: true, winnerId: 4 });
    expect(again.matches["W2-1"]).toMatchObject({ entrant1Id: 1, entrant2Id: 5, status: "ready" });
    expect(playOut(again).state.matches["GF-2"].status).toBe("done");
  });

  it("lists the later reported results a reset would throw away, and refuses byes", () => {
    let state = create("double_elimination", 8);
    for (const id of ["W1-1", "W1-2"])
      state = report(state, id, state.matches[id].entrant1Id!).state;
    expect(dependentMatches(state, "W1-1").map((match) => match.id)).toEqual(["W2-1", "L1-1"]);
    state = report(state, "W2-1", 4).state;
    const later = dependentMatches(state, "W1-1");
    expect(later.filter((match) => match.status === "done").map((match) => match.id)).toEqual([
      "W2-1",
    ]);
    expect(refusal(() => resetResult(state, "W3-1"))).toEqual({
      code: "nothing_to_reset",
      status: 409,
    });
    expect(refusal(() => resetResult(create("double_elimination", 5), "W1-1"))).toEqual({
      code: "nothing_to_reset",
      status: 409,
    });
  });

  it("undoes a grand final set 1 and the reset it made unnecessary", () => {
    const end = playOut(create("double_elimination", 4)).state;
    expect(end.matches["GF-2"].isBye).toBe(true);
    const back = resetResult(end, "GF-1").state;
    expect(back.matches["GF-1"].status).toBe("ready");
    expect(back.matches["GF-2"]).toMatchObject({ status: "waiting", isBye: false });
    expect(placements(back).some((row) => row.placement === 1)).toBe(false);
    const reset = report(back, "GF-1", back.matches["GF-1"].entrant2Id!).state;
    expect(reset.matches["GF-2"].status).toBe("ready");
  });
});

describe("disqualify", () => {
  it("turns the entrant's current and later matches into forfeits", () => {
    let state = create("double_elimination", 8);
    const { state: afterDq, changed } = disqualify(state, 8);
    state = afterDq;
    expect(state.matches["W1-1"]).toMatchObject({
      status: "done",
      winnerId: 1,
      dq: "entrant2",
      score1: null,
      score2: null,
      isBye: false,
    });
    expect(changed.map((match) => match.id)).toContain("W1-1");
    // The disqualified entrant drops to losers, where it forfeits again once its opponent is known.
    expect(state.matches["L1-1"]).toMatchObject({ entrant1Id: 8, status: "waiting" });
    state = report(state, "W1-2", 4).state;
    expect(state.matches["L1-1"]).toMatchObject({ status: "done", winnerId: 5, dq: "entrant1" });
    expect(refusal(() => disqualify(state, 8))).toEqual({
      code: "already_disqualified",
      status: 409,
    });
    expect(refusal(() => disqualify(state, 99))).toEqual({ code: "unknown_entrant", status: 404 });
    const end = playOut(state).state;
    expect(placementOf(end).get(8)).toBe(7);
  });

  it("decides a match between two disqualified entrants with no winner, nobody sent on", () => {
    let state = create("double_elimination", 8);
    state = disqualify(state, 4).state;
    // W1-2 (4–5): 5 wins by forfeit, 4 drops into L1-1.
    state = disqualify(state, 8).state;
    // W1-1: 1 wins by forfeit; L1-1 is 8 against 4, both disqualified.
    expect(state.matches["L1-1"]).toMatchObject({
      entrant1Id: 8,
      entrant2Id: 4,
      status: "done",
      winnerId: null,
      dq: "both",
    });
    // Its winner's slot in losers round 2 is empty: a bye for whoever drops there.
    expect(state.matches["L2-1"].entrant2Id).toBeNull();
    const end = playOut(state).state;
    expect(matchesOf(end).every((match) => match.status === "done")).toBe(true);
    // Both are eliminated in losers round 1, with 7 (beaten by 6 there): five placed above them.
    expect(placementOf(end).get(4)).toBe(6);
    expect(placementOf(end).get(8)).toBe(6);
    expect(placementOf(end).get(7)).toBe(6);
    expect(placements(end)).toHaveLength(8);
  });

  it("forfeits a ready match the moment its entrant is disqualified, to the end of the event", () => {
    let state = create("single_elimination", 4);
    state = report(state, "W1-1", 1).state;
    state = report(state, "W1-2", 2).state;
    state = disqualify(state, 1).state;
    expect(state.matches["W2-1"]).toMatchObject({ winnerId: 2, dq: "entrant1" });
    expect(placements(state)).toEqual([
      { entrantId: 2, placement: 1 },
      { entrantId: 1, placement: 2 },
      { entrantId: 3, placement: 3 },
      { entrantId: 4, placement: 3 },
    ]);
    // Two entrants: the disqualified one forfeits the winners final, then the grand final.
    const two = disqualify(create("double_elimination", 2), 1).state;
    expect(two.matches["W1-1"]).toMatchObject({ winnerId: 2, dq: "entrant1" });
    expect(two.matches["GF-1"]).toMatchObject({ winnerId: 2, dq: "entrant2" });
    expect(two.matches["GF-2"]).toMatchObject({ status: "done", isBye: true });
    expect(placementOf(two).get(2)).toBe(1);
    expect(readyMatches(two)).toEqual([]);
  });

  it("lets the one entrant left win when both others are disqualified", () => {
    let state = create("double_elimination", 3);
    state = disqualify(state, 1).state;
    state = report(state, "W1-2", 2).state;
    expect(state.matches["W2-1"]).toMatchObject({ winnerId: 2, dq: "entrant1" });
    state = disqualify(state, 2).state;
    state = playOut(state).state;
    expect(matchesOf(state).every((match) => match.status === "done")).toBe(true);
    expect(state.matches["GF-1"].winnerId).toBe(3);
    expect(placementOf(state).get(3)).toBe(1);
  });
});
