import { DomainError } from "~/utils/domain-error";

// Failed sign-ins counted per tag + IP (a guesser cannot lock a player out from elsewhere).
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

const failures = new Map<string, { count: number; firstAt: number }>();

const keyOf = (tag: string, ip: string) => `${tag.trim().toLowerCase()}|${ip}`;

function current(key: string, now: number) {
  const entry = failures.get(key);
  if (entry && now - entry.firstAt > WINDOW_MS) {
    failures.delete(key);
    return undefined;
  }
  return entry;
}

export function assertLoginAllowed(tag: string, ip: string, now = Date.now()) {
  const entry = current(keyOf(tag, ip), now);
  if (entry && entry.count >= MAX_FAILURES) {
    const minutes = Math.ceil((entry.firstAt + WINDOW_MS - now) / 60_000);
    throw new DomainError(
      429,
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
}

export function recordLoginFailure(tag: string, ip: string, now = Date.now()) {
  const key = keyOf(tag, ip);
  const entry = current(key, now);
  if (entry) entry.count += 1;
  else failures.set(key, { count: 1, firstAt: now });
  // Bounded memory: forget the oldest entries if an attacker sprays tags.
  if (failures.size > 50_000) {
    const oldest = failures.keys().next().value;
    if (oldest) failures.delete(oldest);
  }
}

export function clearLoginFailures(tag: string, ip: string) {
  failures.delete(keyOf(tag, ip));
}

export const LOGIN_MAX_FAILURES = MAX_FAILURES;
