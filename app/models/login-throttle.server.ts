import { DomainError } from "~/utils/domain-error";

// Wrong passwords are counted twice: per tag from an address (a guesser cannot lock a player out
// from elsewhere) and per address across tags (one address cannot spray guesses over many tags).
// Successful sign-ins are never counted, so a venue full of players on one address signs in.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_TAG = 5;
const MAX_FAILURES_PER_ADDRESS = 50;

const failures = new Map<string, { count: number; firstAt: number }>();

const tagKeyOf = (tag: string, ip: string) => `tag|${tag.trim().toLowerCase()}|${ip}`;
const addressKeyOf = (ip: string) => `address|${ip}`;

function current(key: string, now: number) {
  const entry = failures.get(key);
  if (entry && now - entry.firstAt > WINDOW_MS) {
    failures.delete(key);
    return undefined;
  }
  return entry;
}

function refuseWhenOver(key: string, max: number, now: number) {
  const entry = current(key, now);
  if (entry && entry.count >= max) {
    const minutes = Math.ceil((entry.firstAt + WINDOW_MS - now) / 60_000);
    throw new DomainError(
      429,
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
}

export function assertLoginAllowed(tag: string, ip: string, now = Date.now()) {
  refuseWhenOver(tagKeyOf(tag, ip), MAX_FAILURES_PER_TAG, now);
  refuseWhenOver(addressKeyOf(ip), MAX_FAILURES_PER_ADDRESS, now);
}

function count(key: string, now: number) {
  const entry = current(key, now);
  if (entry) entry.count += 1;
  else failures.set(key, { count: 1, firstAt: now });
}

export function recordLoginFailure(tag: string, ip: string, now = Date.now()) {
  count(tagKeyOf(tag, ip), now);
  count(addressKeyOf(ip), now);
  // Bounded memory: forget the oldest entries if an attacker sprays tags.
  while (failures.size > 50_000) {
    const oldest = failures.keys().next().value;
    if (oldest === undefined) break;
    failures.delete(oldest);
  }
}

export function clearLoginFailures(tag: string, ip: string) {
  failures.delete(tagKeyOf(tag, ip));
}

export const LOGIN_MAX_FAILURES = MAX_FAILURES_PER_TAG;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = MAX_FAILURES_PER_ADDRESS;
