import { addDays, addMonths, endOfMonth, format, formatDistance } from "date-fns";
import { DAY_MS } from "~/utils/dates";

// Tournament days are calendar days ("yyyy-MM-dd"), read and compared in UTC so the server's
// answer and the browser's never disagree about which day it is.

const parseDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date) => format(date, "yyyy-MM-dd");

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a calendar day "yyyy-MM-dd" that can go into a DATE value. */
export function isCalendarDay(day: string) {
  const match = DAY.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's calendar day (UTC). */
export function today(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

export function addDaysToDay(day: string, days: number) {
  return toDay(addDays(parseDay(day), days));
}

/** Days from `from` to `to` (both calendar days); negative when `to` is earlier. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A tournament is current until the end of the day three days after it starts. */
export const CURRENT_DAYS = 3;
/** The past list starts here. */
export const PAST_CUTOFF = "2025-01-01";

/** The earliest start day of a current or upcoming tournament. */
export function currentFrom(todayDay: string) {
  return addDaysToDay(todayDay, -CURRENT_DAYS);
}

/** The list filter's timeframes, each with its label. */
export const TOURNAMENT_TIMEFRAMES = [
  { value: "30days", label: "Next 30 Days" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
  { value: "3months", label: "Next 3 Months" },
] as const;
export type TournamentTimeframe = (typeof TOURNAMENT_TIMEFRAMES)[number]["value"];

/** The last start day the timeframe filter lets through. */
export function timeframeEnd(todayDay: string, timeframe: TournamentTimeframe) {
  const start = parseDay(todayDay);
  switch (timeframe) {
    case "week":
      return toDay(addDays(start, 7));
    case "month":
      return toDay(endOfMonth(start));
    case "3months":
      return toDay(addMonths(start, 3));
    default:
      return toDay(addDays(start, 30));
  }
}

/** The card badge: Today, Tomorrow, Day 2, Day 3, otherwise a relative distance. */
export function dateBadge(startDate: string, todayDay: string) {
  const offset = daysBetween(todayDay, startDate);
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  if (offset === -1) return "Day 2";
  if (offset === -2) return "Day 3";
  return formatDistance(parseDay(startDate), parseDay(todayDay), { addSuffix: true });
}

/** 'MMMM d, yyyy'. */
export function formatDay(day: string) {
  return format(parseDay(day), "MMMM d, yyyy");
}

/** One day, or 'March 1, 2026 – March 3, 2026'. */
export function formatDayRange(startDate: string, endDate: string) {
  return startDate === endDate
    ? formatDay(startDate)
    : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
