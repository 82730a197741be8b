import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { countLinks } from "~/models/markdown.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { lockRow } from "~/server/db.server";
import { HOUR_MS } from "~/utils/dates";

/**
 * What a new account may post, as forums do it: rules of the forum, not rate limits, so the
 * switch that relaxes rate limits for tests and benchmarks leaves them on. Admins and the owner
 * are exempt.
 */
export const NEW_ACCOUNT_LIMITS = {
  /** How long an account counts as new. */
  hours: 24,
  /** Threads a new account may start. */
  threads: 3,
  /** Comments a new account may post. */
  replies: 10,
  /** Links in any one post or comment. */
  links: 2,
} as const;

type Author = Pick<PublicUser, "id" | "role" | "isAdmin" | "createdAt">;
type Tx = Prisma.TransactionClient;

/** When the account stops being new; null when it is not (or never was: admins, the owner). */
export function newAccountLiftsAt(user: Author, now = new Date()): Date | null {
  if (isAdmin(user)) return null;
  const lifts = new Date(new Date(user.createdAt).getTime() + NEW_ACCOUNT_LIMITS.hours * HOUR_MS);
  return lifts > now ? lifts : null;
}

/** "at 14:05 UTC on 25 November 2026 (in 3 hours)": when the limit lifts. */
export function whenItLifts(lifts: Date, now = new Date()) {
  const hours = Math.max(1, Math.ceil((lifts.getTime() - now.getTime()) / HOUR_MS));
  const time = lifts.toISOString().slice(11, 16);
  const day = lifts.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `at ${time} UTC on ${day} (in ${hours} ${hours === 1 ? "hour" : "hours"})`;
}

/** A forum rule's refusal: the rule, then when it lifts for this player. */
export const limitRefusal = (rule: string, lifts: Date, now: Date, status: 403 | 429 = 403) =>
  new DomainError(status, `${rule} This limit lifts ${whenItLifts(lifts, now)}.`);

export const LINKS_RULE = `New accounts may put at most ${NEW_ACCOUNT_LIMITS.links} links in a post or comment.`;
export const THREADS_RULE = `New accounts may start ${NEW_ACCOUNT_LIMITS.threads} threads in their first ${NEW_ACCOUNT_LIMITS.hours} hours.`;
export const REPLIES_RULE = `New accounts may post ${NEW_ACCOUNT_LIMITS.replies} comments in their first ${NEW_ACCOUNT_LIMITS.hours} hours.`;

/** A post's or comment's text: at most the new account's links. */
export function checkNewAccountLinks(user: Author, content: string, now = new Date()) {
  const lifts = newAccountLiftsAt(user, now);
  if (lifts && countLinks(content) > NEW_ACCOUNT_LIMITS.links) {
    throw limitRefusal(LINKS_RULE, lifts, now);
  }
}

/**
 * A new thread or comment, inside the transaction that writes it: the links rule, then how many
 * the account has written. The author's row is locked first, so two posts sent at once cannot
 * both be the last one allowed.
 */
export async function checkNewAccountPosting(
  tx: Tx,
  user: Author,
  kind: "thread" | "reply",
  content: string,
  now = new Date(),
) {
  const lifts = newAccountLiftsAt(user, now);
  if (!lifts) return;
  checkNewAccountLinks(user, content, now);
  await lockRow(tx, "User", user.id);
  const since = { authorId: user.id, createdAt: { gte: new Date(user.createdAt) } };
  const written =
    kind === "thread"
      ? await tx.forumPost.count({ where: since })
      : await tx.forumComment.count({ where: since });
  const limit = kind === "thread" ? NEW_ACCOUNT_LIMITS.threads : NEW_ACCOUNT_LIMITS.replies;
  if (written >= limit)
    throw limitRefusal(kind === "thread" ? THREADS_RULE : REPLIES_RULE, lifts, now);
}
