import { DAY_MS } from "~/utils/dates";
// The admin page's timeframes (week, month, year). Pure helpers, shared by analytics and new-user lists.
export const TIMEFRAMES = ["week", "month", "year"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  week: "Week",
  month: "Month",
  year: "Year",
};

const DAYS: Record<Timeframe, number> = { week: 7, month: 30, year: 365 };

export function isTimeframe(value: unknown): value is Timeframe {
  return typeof value === "string" && (TIMEFRAMES as readonly string[]).includes(value);
}

/**
 * The start of a timeframe, aligned to the first bucket of its chart: week and month start at
 * UTC midnight 6 and 29 days ago (7 and 30 whole days with today), year at the first of the
 * month 11 months ago (12 whole months).
 */
export function timeframeStart(timeframe: Timeframe, now = new Date()): Date {
  if (timeframe === "year") {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (DAYS[timeframe] - 1) * DAY_MS);
}

/** The chart's bucket keys, oldest first: "YYYY-MM-DD" per day, or "YYYY-MM" per month. */
export function bucketKeys(timeframe: Timeframe, now = new Date()): string[] {
  const start = timeframeStart(timeframe, now);
  if (timeframe === "year") {
    return Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))
        .toISOString()
        .slice(0, 7),
    );
  }
  return Array.from({ length: DAYS[timeframe] }, (_, i) =>
    new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The number of leading characters of an ISO timestamp that name its bucket. */
export const bucketWidth = (timeframe: Timeframe) => (timeframe === "year" ? 7 : 10);
