// Hand-written date pieces for texts the server and the browser must write identically (Intl's
// output, its spaces and AM/PM, differs between runtimes).

/** An hour and a day in milliseconds: every timeframe and lifetime of the site counts in them. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The months' names as the site writes them ("March 1, 2026"), and their first three letters. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const MONTHS_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** '3:04 PM' (date-fns "h:mm a"). */
export function clock12(hours: number, minutes: number) {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

export type TimeZoneMode = "utc" | "local";

/** A moment's calendar and clock fields, read in UTC or in the reader's own time zone. */
export function dateParts(date: Date, zone: TimeZoneMode) {
  const utc = zone === "utc";
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: MONTHS_SHORT[utc ? date.getUTCMonth() : date.getMonth()],
    day: utc ? date.getUTCDate() : date.getDate(),
    time: clock12(
      utc ? date.getUTCHours() : date.getHours(),
      utc ? date.getUTCMinutes() : date.getMinutes(),
    ),
  };
}
