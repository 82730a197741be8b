import { dateParts } from "~/utils/dates";

export const DELETED_USER = "Deleted user";

/** The author's tag, or 'Deleted user' once the account is gone. */
export const authorTag = (name: string | null) => name ?? DELETED_USER;

/**
 * 'Jan 5, 2025 at 3:04 PM' (date-fns "MMM d, yyyy 'at' h:mm a"), always in UTC: the server's
 * HTML and the hydrated page then agree whatever the reader's time zone.
 */
export function formatPostDate(value: Date | string) {
  const { month, day, year, time } = dateParts(new Date(value), "utc");
  return `${month} ${day}, ${year} at ${time}`;
}

/** ISO text for <time dateTime>. */
export const isoDate = (value: Date | string) => new Date(value).toISOString();

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
