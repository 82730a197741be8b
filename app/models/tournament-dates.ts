import { addDays, addMonths, endOfMonth, format, formatDistance } from "date-fns";
import { daysBetween, type TournamentTimeframe } from "./tournament-days";

export * from "./tournament-days";

// Day arithmetic and the relative badge, with date-fns: the server's, and the list's cards.
const parseDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date) => format(date, "yyyy-MM-dd");

export function addDaysToDay(day: string, days: number) {
  return toDay(addDays(parseDay(day), days));
}

/** A tournament is current until the end of the day three days after it starts. */
export const CURRENT_DAYS = 3;
/** The past list starts here. */
export const PAST_CUTOFF = "2025-01-01";

/** The earliest start day of a current or upcoming tournament. */
export function currentFrom(todayDay: string) {
  return addDaysToDay(todayDay, -CURRENT_DAYS);
}

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
