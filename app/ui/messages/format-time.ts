import { DAY_MS, dateParts, type TimeZoneMode } from "~/utils/dates";

/**
 * A message's time, short when recent: 'h:mm a' when under 24 hours old, else
 * 'MMM d, h:mm a'. Written by hand, not with Intl, whose output (spaces, AM/PM) differs between
 * runtimes; "utc" gives the server and the first browser render the same text.
 */
export function formatMessageTime(iso: string, nowMs: number, zone: TimeZoneMode) {
  const date = new Date(iso);
  const { month, day, time } = dateParts(date, zone);
  if (nowMs - date.getTime() < DAY_MS) return time;
  return `${month} ${day}, ${time}`;
}
