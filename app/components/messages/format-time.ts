const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type TimeZoneMode = "utc" | "local";

/**
 * A message's time as the spec writes it: 'h:mm a' when under 24 hours old, else
 * 'MMM d, h:mm a'. Written by hand, not with Intl, whose output (spaces, AM/PM) differs between
 * runtimes; "utc" gives the server and the first browser render the same text.
 */
export function formatMessageTime(iso: string, nowMs: number, zone: TimeZoneMode) {
  const date = new Date(iso);
  const utc = zone === "utc";
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  if (nowMs - date.getTime() < DAY_MS) return time;
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${month} ${day}, ${time}`;
}
