import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { DomainError } from "~/models/domain-error";
import { tagKey } from "~/models/tag";
import { sharedLimiter } from "~/server/redis.server";

// Wrong passwords are counted twice: per tag from an address (a guesser cannot lock a player out
// from elsewhere) and per address across tags (one address cannot spray guesses over many tags).
// Successful sign-ins are never counted, so a venue full of players on one address signs in.
// With Redis the counts are shared by every instance. A signed-in player's wrong current
// passwords (changing the password) are counted per player, so a stolen session cannot guess
// the password faster than a sign-in can.
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_TAG = 5;
const MAX_FAILURES_PER_ADDRESS = 50;

let counters:
  | { perTag: RateLimiterAbstract; perAddress: RateLimiterAbstract; perPlayer: RateLimiterAbstract }
  | undefined;

function failures() {
  counters ??= {
    perTag: sharedLimiter({
      keyPrefix: "login-tag",
      points: MAX_FAILURES_PER_TAG,
      duration: WINDOW_SECONDS,
    }),
    perAddress: sharedLimiter({
      keyPrefix: "login-address",
      points: MAX_FAILURES_PER_ADDRESS,
      duration: WINDOW_SECONDS,
    }),
    perPlayer: sharedLimiter({
      keyPrefix: "password-player",
      points: MAX_FAILURES_PER_TAG,
      duration: WINDOW_SECONDS,
    }),
  };
  return counters;
}

// Under the key the account is found by: a tag typed in another case or width is the same tag.
const tagKeyOf = (tag: string, ip: string) => `${tagKey(tag)}|${ip}`;

async function refuseWhenSpent(counter: RateLimiterAbstract, key: string) {
  const spent = await counter.get(key);
  if (spent && spent.consumedPoints >= counter.points) {
    const minutes = Math.max(1, Math.ceil(spent.msBeforeNext / 60_000));
    throw new DomainError(
      429,
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
}

export async function assertLoginAllowed(tag: string, ip: string) {
  const { perTag, perAddress } = failures();
  await refuseWhenSpent(perTag, tagKeyOf(tag, ip));
  await refuseWhenSpent(perAddress, ip);
}

export async function recordLoginFailure(tag: string, ip: string) {
  const { perTag, perAddress } = failures();
  await Promise.all([perTag.penalty(tagKeyOf(tag, ip)), perAddress.penalty(ip)]);
}

export async function clearLoginFailures(tag: string, ip: string) {
  await failures().perTag.delete(tagKeyOf(tag, ip));
}

/** Refuses (429) a signed-in player who gave too many wrong current passwords lately. */
export async function assertPasswordCheckAllowed(userId: string) {
  await refuseWhenSpent(failures().perPlayer, userId);
}

export async function recordPasswordFailure(userId: string) {
  await failures().perPlayer.penalty(userId);
}

export async function clearPasswordFailures(userId: string) {
  await failures().perPlayer.delete(userId);
}

export const LOGIN_MAX_FAILURES = MAX_FAILURES_PER_TAG;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = MAX_FAILURES_PER_ADDRESS;
