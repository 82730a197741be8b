import { LRUCache } from "lru-cache";
import { redisKey, sharedRedis } from "~/server/redis.server";
import { currentRequest, nextTick, oncePerRequest } from "~/server/request-context.server";

/**
 * The content version: one number that moves whenever a table some page shows is written (the
 * database client reports every write, see db.server.ts). Everything cached for pages — the guest
 * page cache, the read-mostly values below — is kept under the version it was read at, so a write
 * makes all of it unreachable at once. With REDIS_URL the number lives in Redis and every
 * instance reads it once per request, so a write on one instance is seen by the next request on
 * any other; without Redis this process keeps it.
 *
 * Beside it, the write version moves with every write at all, to tables only their owner sees
 * (sessions, chat messages, presence) too: what is kept of a signed-in player's page is kept
 * under it, since such a page shows those tables.
 */
type Versions = { content: string; write: string };
const globalForVersion = globalThis as unknown as {
  contentVersion?: { value: number; writes: number };
};
const local = (globalForVersion.contentVersion ??= { value: 0, writes: 0 });
const VERSION_KEY = () => redisKey("content-version");
const WRITE_VERSION_KEY = () => redisKey("write-version");

/**
 * Writes made by other processes on the same database file (a script, a test's fixtures, another
 * instance): SQLite's `PRAGMA data_version` moves whenever another connection commits. The
 * database client registers it on SQLite; PostgreSQL has no such counter (other processes there
 * move the Redis version, or are seen once the cached values expire).
 */
let otherWriters: (() => Promise<number>) | null = null;
export function watchOtherWriters(read: () => Promise<number>) {
  otherWriters = read;
}

/**
 * Reads of the version shared between requests. A request may take the answer of a read that
 * began after it arrived (any write it must see committed before it arrived, so before that read
 * began); while a read is under way, the requests arriving meanwhile wait for one more read that
 * begins as it ends. Under load one database (or Redis) round trip then serves every request
 * waiting, rather than one each.
 */
let lastRead: { started: number; version: Promise<Versions | null> } | null = null;
let reading: Promise<unknown> | null = null;
let nextRead: Promise<Versions | null> | null = null;

function beginRead() {
  const version = readVersion();
  lastRead = { started: nextTick(), version };
  const current: Promise<unknown> = version.finally(() => {
    if (reading === current) reading = null;
  });
  reading = current;
  return version;
}

function sharedRead(arrival: number) {
  if (lastRead && lastRead.started > arrival) return lastRead.version;
  if (!reading) return beginRead();
  nextRead ??= reading.then(() => {
    nextRead = null;
    return beginRead();
  });
  return nextRead;
}

/** Both versions, read once per request (see sharedRead). */
function versions(): Promise<Versions | null> {
  // Outside a request (a socket, a timer) nothing tells when it arrived: it reads for itself.
  return oncePerRequest("content-version", () => {
    const request = currentRequest();
    return request ? sharedRead(request.arrival) : readVersion();
  });
}

/** The current version, or null when it cannot be known (Redis unreachable): then nothing is cached. */
export const contentVersion = async () => (await versions())?.content ?? null;

/** The write version (every write moves it), or null when it cannot be known. */
export const writeVersion = async () => (await versions())?.write ?? null;

async function readVersion(): Promise<Versions | null> {
  const redis = sharedRedis();
  try {
    const [[own, writes], others] = await Promise.all([
      redis
        ? redis.mget(VERSION_KEY(), WRITE_VERSION_KEY())
        : [String(local.value), String(local.writes)],
      otherWriters?.() ?? 0,
    ]);
    return { content: `${own ?? "0"}.${others}`, write: `${writes ?? "0"}.${others}` };
  } catch (error) {
    console.error("Content version unreadable; serving uncached:", error);
    return null;
  }
}

async function moveVersions(content: boolean) {
  local.writes += 1;
  if (content) local.value += 1;
  const redis = sharedRedis();
  if (!redis) return;
  try {
    const moves = redis.multi().incr(WRITE_VERSION_KEY());
    if (content) moves.incr(VERSION_KEY());
    await moves.exec();
  } catch (error) {
    // Other instances keep serving what they cached until it expires (the caches' TTLs).
    console.error("Content version not moved in Redis:", error);
  }
}

/**
 * Called by the database client after each write; `shown` when the table is one some page shows
 * to others. Inside a request the move waits for settleContentWrites, which runs once the
 * request's transactions have committed; moving earlier would let a concurrent reader cache the
 * old rows under the new version.
 */
export function contentWritten(shown: boolean) {
  const request = currentRequest();
  if (!request) void moveVersions(shown);
  else if (shown) request.wroteContent = true;
  else request.wroteOwn = true;
}

/** Before a request's response goes out: move the versions if the request wrote. */
export async function settleContentWrites() {
  const request = currentRequest();
  if (!request || !(request.wroteContent || request.wroteOwn)) return;
  const content = request.wroteContent;
  request.wroteContent = false;
  request.wroteOwn = false;
  request.memo.delete("content-version");
  await moveVersions(content);
  // What it reads next must follow its own write: as if it arrived only now.
  request.arrival = nextTick();
}

type Entry = { version: string; value: Promise<unknown> };
const globalForValues = globalThis as unknown as { readMostly?: LRUCache<string, Entry> };
// The TTL bounds what no version can see: raw SQL, or another process on PostgreSQL without Redis.
const values = (globalForValues.readMostly ??= new LRUCache<string, Entry>({
  max: 500,
  ttl: 60_000,
}));

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
