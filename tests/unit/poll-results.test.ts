import { describe, expect, it } from "vitest";
import { formatPercent, percentOf, VOTE_COUNT_TONES, voteCountTone } from "~/models/poll-results";
import { POLL_INVALID, pollCreateSchema, voteSchema } from "~/schemas/poll";

describe("poll percentages", () => {
  it("round to 1 decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(3, 3)).toBe(100);
  });

  it("are 0 when nobody has voted", () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(0, 5)).toBe(0);
  });

  it("always show one decimal", () => {
    expect(formatPercent(percentOf(1, 3))).toBe("33.3%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(100)).toBe("100.0%");
  });
});

describe("vote-count badge tones", () => {
  it("differ for 0, 1, 2, 3, 4 and 5, and stay the same from 5 up", () => {
    const tones = [0, 1, 2, 3, 4, 5].map(voteCountTone);
    expect(new Set(tones).size).toBe(6);
    expect(voteCountTone(6)).toBe(voteCountTone(5));
    expect(voteCountTone(250)).toBe(VOTE_COUNT_TONES[5]);
  });
});

describe("the poll schemas", () => {
  it("trim the question and options and drop blank options", () => {
    expect(pollCreateSchema.parse({ question: " Q? ", options: [" a ", "", "  ", "b"] })).toEqual({
      question: "Q?",
      options: ["a", "b"],
    });
  });

  it("want a question and 2 non-blank options", () => {
    for (const input of [
      { question: "", options: ["a", "b"] },
      { question: "Q?", options: ["a", " "] },
      { question: "Q?" },
    ]) {
      const result = pollCreateSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(POLL_INVALID);
    }
  });

  it("read an option id from JSON or a form", () => {
    expect(voteSchema.parse({ optionId: 7 })).toEqual({ optionId: 7 });
    expect(voteSchema.parse({ optionId: "7" })).toEqual({ optionId: 7 });
    for (const optionId of [undefined, "", "x", 0, 2.5]) {
      expect(voteSchema.safeParse({ optionId }).success).toBe(false);
    }
  });
});
