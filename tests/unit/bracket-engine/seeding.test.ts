import { describe, expect, it } from "vitest";
import { bracketSize, meetingRound, seedOrder, snakePools } from "~/models/bracket-engine";
import { create } from "./helpers";

describe("seed order", () => {
  it("pairs 1–8, 4–5, 2–7, 3–6 in round 1 of an 8-entrant bracket", () => {
    const state = create("single_elimination", 8);
    const round1 = ["W1-1", "W1-2", "W1-3", "W1-4"].map((id) => [
      state.matches[id].entrant1Id,
      state.matches[id].entrant2Id,
    ]);
    expect(round1).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
  });

  it("puts seeds 1 and 2 in opposite halves at every size, so they meet only in the final", () => {
    for (let size = 2; size <= 512; size *= 2) {
      const order = seedOrder(size);
      expect(meetingRound(order.indexOf(1), order.indexOf(2))).toBe(Math.log2(size));
      // Every first-round pair adds up to size + 1.
      for (let i = 0; i < size; i += 2) expect(order[i] + order[i + 1]).toBe(size + 1);
    }
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it("sizes a bracket to the next power of two", () => {
    expect([2, 3, 5, 8, 9, 257, 512].map(bracketSize)).toEqual([2, 4, 8, 8, 16, 512, 512]);
  });

  it("deals pools in a snake", () => {
    expect(snakePools([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
  });
});
