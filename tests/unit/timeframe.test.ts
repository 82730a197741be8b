import { describe, expect, it } from "vitest";
import { bucketKeys, isTimeframe, timeframeStart } from "~/models/timeframe";

const now = new Date("2026-03-05T15:30:00.000Z");

describe("timeframes", () => {
  it("week and month start at UTC midnight, covering 7 and 30 days with today", () => {
    expect(timeframeStart("week", now).toISOString()).toBe("2026-02-27T00:00:00.000Z");
    expect(timeframeStart("month", now).toISOString()).toBe("2026-02-04T00:00:00.000Z");
  });

  it("year covers 12 whole months", () => {
    expect(timeframeStart("year", now).toISOString()).toBe("2025-04-01T00:00:00.000Z");
    const keys = bucketKeys("year", now);
    expect(keys).toHaveLength(12);
    expect(keys[0]).toBe("2025-04");
    expect(keys.at(-1)).toBe("2026-03");
  });

  it("day buckets run oldest first and end today", () => {
    const week = bucketKeys("week", now);
    expect(week).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
    ]);
    expect(bucketKeys("month", now)).toHaveLength(30);
  });

  it("recognises only week, month and year", () => {
    expect(isTimeframe("month")).toBe(true);
    expect(isTimeframe("day")).toBe(false);
    expect(isTimeframe(undefined)).toBe(false);
  });
});
