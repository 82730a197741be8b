import { LRUCache } from "lru-cache";
import { redisKey, sharedRedis } from "~/redis.server";
import { currentRequest, oncePerRequest } from "~/request-context.server";

/**
 * The content version: one number that moves whenever a table some page shows is written (the
 * database client reports every write, see db.server.ts). Everything cached for pages — the guest
 * page cache, the read-mostly values below — is kept under the version it was read at, so a write
 * makes all of it unreachable at once. With REDIS_URL the number lives in Redis and every
 * instance reads it once per request, so a write on one instance is seen by the next request on
 * any other; without Redis this process keeps it.
 */
const globalForVersion = globalThis as unknown as { contentVersion?: { value: number } };
const local = (globalForVersion.contentVersion ??= { value: 0 });
const VERSION_KEY = () => redisKey("content-version");

/** The current version, or null when it cannot be known (Redis unreachable): then nothing is cached. */
export function contentVersion(): Promise<string | null> {
  return oncePerRequest("content-version", async () => {
    const redis = sharedRedis();
    if (!redis) return String(local.value);
    try {
      return (await redis.get(VERSION_KEY())) ?? "0";
    } catch (error) {
      console.error("Content version unreadable; serving uncached:", error);
      return null;
    }
  });
}

async function moveContentVersion() {
  local.value += 1;
  const redis = sharedRedis();
  if (!redis) return;
  try {
    await redis.incr(VERSION_KEY());
  } catch (error) {
    // Other instances keep serving what they cached until it expires (GUEST_PAGE_TTL_MS).
    console.error("Content version not moved in Redis:", error);
  }
}

/**
 * Called by the database client after each write to a shown table. Inside a request the move
 * waits for settleContentWrites, which runs once the request's transactions have committed;
 * moving earlier would let a concurrent reader cache the old rows under the new version.
 */
export function contentWritten() {
  const request = currentRequest();
  if (request) request.wroteContent = true;
  else void moveContentVersion();
}

/** Before a request's response goes out: move the version if the request wrote content. */
export async function settleContentWrites() {
  const request = currentRequest();
  if (!request?.wroteContent) return;
  request.wroteContent = false;
  request.memo.delete("content-version");
  await moveContentVersion();
}

type Entry = { version: string; value: Promise<unknown> };
const globalForValues = globalThis as unknown as { readMostly?: LRUCache<string, Entry> };
const values = (globalForValues.readMostly ??= new LRUCache<string, Entry>({ max: 500 }));

/**
 * A read-mostly value (the latest version, the featured updates, the active poll…) kept in this
 * process until the content version moves. `key` names the read and its arguments. Callers
 * share the value: they must not change it.
 */
export async function readMostly<T>(key: string, read: () => Promise<T>): Promise<T> {
  // A request that has written reads its own writes: the version has not moved yet.
  if (currentRequest()?.wroteContent) return read();
  const version = await contentVersion();
  if (version === null) return read();
  const cached = values.get(key);
  if (cached?.version === version) return cached.value as Promise<T>;
  const value = read();
  values.set(key, { version, value });
  value.catch(() => {
    if (values.get(key)?.value === value) values.delete(key);
  });
  return value;
}
