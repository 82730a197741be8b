// Tournament days are calendar days ("yyyy-MM-dd"), read and compared in UTC so the server's
// answer and the browser's never disagree about which day it is. What the pages show of them,
// without date-fns (./tournament-dates has the arithmetic), so the browser's bundle stays small.
import { DAY_MS, MONTHS } from "~/utils/dates";

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

/** Days from `from` to `to` (both calendar days); negative when `to` is earlier. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The list filter's timeframes, each with its label. */
export const TOURNAMENT_TIMEFRAMES = [
  { value: "30days", label: "Next 30 Days" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
  { value: "3months", label: "Next 3 Months" },
] as const;
export type TournamentTimeframe = (typeof TOURNAMENT_TIMEFRAMES)[number]["value"];

/** 'MMMM d, yyyy': the day's own numbers, never shifted by a time zone. */
export function formatDay(day: string) {
  const [y, m, d] = day.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** One day, or 'March 1, 2026 – March 3, 2026'. */
export function formatDayRange(startDate: string, endDate: string) {
  return startDate === endDate
    ? formatDay(startDate)
    : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
