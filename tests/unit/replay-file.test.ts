import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REPLAY_MALFORMED, replayFileProblem } from "~/models/replay-file";
import { NOT_A_REPLAY } from "~/schemas/set";
import {
  endlessFinalFrame,
  endlessSplitMessage,
  rawLengthPastTheEnd,
} from "../fixtures/crafted-replays";

const MB = 2 ** 20;
const malformed = { status: 422, message: REPLAY_MALFORMED };

/** The check's answer, and that it came at once. */
function checked(bytes: Uint8Array) {
  const started = performance.now();
  const problem = replayFileProblem(bytes);
  expect(performance.now() - started, "answered within 1 s").toBeLessThan(1_000);
  return problem;
}

describe("the replay pre-check", () => {
  it("passes every real replay, split Gecko code lists and cut recordings included", () => {
    const names = readdirSync("tests/fixtures/slippi").filter((name) => name.endsWith(".slp"));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(`tests/fixtures/slippi/${name}`));
      expect(checked(bytes), name).toBeNull();
    }
  });

  it("refuses what does not start like a replay, or is cut short of its length, as not one", () => {
    const notOne = { status: 415, message: NOT_A_REPLAY };
    expect(checked(new TextEncoder().encode("GIF89a not a replay"))).toEqual(notOne);
    const real = readFileSync("tests/fixtures/slippi/test.slp");
    expect(checked(new Uint8Array(real.subarray(0, 100)))).toEqual(notOne);
    expect(checked(new Uint8Array(real.subarray(0, 13)))).toEqual(notOne);
    expect(checked(rawLengthPastTheEnd(2 ** 31 - 1))).toEqual(notOne);
  });

  it("refuses split messages that never end, whatever their parts' size, up to 16 MB", () => {
    for (const size of [MB, 4 * MB, 16 * MB - 4096]) {
      expect(checked(endlessSplitMessage(size)), `${size} bytes`).toEqual(malformed);
      expect(checked(endlessSplitMessage(size, 516)), `${size} bytes, real parts`).toEqual(
        malformed,
      );
    }
  });

  it("refuses a final frame of countless updates", () => {
    expect(checked(endlessFinalFrame(MB))).toEqual(malformed);
    expect(checked(endlessFinalFrame(16 * MB - 4096))).toEqual(malformed);
  });
});
