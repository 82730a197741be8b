export const DELETED_USER = "Deleted user";

/** The author's tag, or 'Deleted user' once the account is gone. */
export const authorTag = (name: string | null) => name ?? DELETED_USER;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * 'Jan 5, 2025 at 3:04 PM' (date-fns "MMM d, yyyy 'at' h:mm a"), always in UTC: the server's
 * HTML and the hydrated page then agree whatever the reader's time zone.
 */
export function formatPostDate(value: Date | string) {
  const d = new Date(value);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const ampm = hours < 12 ? "AM" : "PM";
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${hour12}:${minutes} ${ampm}`;
}

/** ISO text for <time dateTime>. */
export const isoDate = (value: Date | string) => new Date(value).toISOString();

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
