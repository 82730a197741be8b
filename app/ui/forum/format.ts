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

/** Why an admin still sees a post nobody else does. */
export function removalNote(post: {
  isDeleted: boolean;
  isHidden: boolean;
  deletedBy: string | null;
}) {
  if (post.isDeleted) {
    return post.deletedBy === "author"
      ? "This post was deleted by its author. Only admins see it."
      : "This post was removed by a moderator. Only admins see it.";
  }
  if (post.isHidden)
    return "This post is hidden after reports from players, until an admin decides.";
  return null;
}
