import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
} from "rate-limiter-flexible";
import { env } from "~/server/env.server";

// One command connection per process, on globalThis: server.ts and the Remix build each bundle
// this module. Pub/sub needs connections of its own (redisConnection).
const globalForRedis = globalThis as unknown as { redis?: Redis | null };

/** A new connection to REDIS_URL. */
export function redisConnection() {
  return new Redis(env.redisUrl, { maxRetriesPerRequest: 3 });
}

/** The shared Redis, or null when REDIS_URL is unset and this process keeps its own state. */
export function sharedRedis(): Redis | null {
  if (globalForRedis.redis === undefined) {
    globalForRedis.redis = env.redisUrl ? redisConnection() : null;
  }
  return globalForRedis.redis;
}

/** A key (or key prefix) under REDIS_PREFIX. */
export const redisKey = (...parts: string[]) => env.redisPrefix + parts.join(":");

/**
 * Members of sorted sets scored by when they lapse (live sockets): each still there now lapses
 * `ttlMs` from now, and its set lives twice that.
 */
export async function renewLapsing(entries: { key: string; member: string }[], ttlMs: number) {
  const redis = sharedRedis();
  if (!redis || entries.length === 0) return;
  const until = Date.now() + ttlMs;
  const pipeline = redis.pipeline();
  for (const { key, member } of entries) {
    pipeline.zadd(key, "XX", until, member).pexpire(key, ttlMs * 2);
  }
  await pipeline.exec();
}

type LimiterOptions = Omit<IRateLimiterOptions, "storeClient"> & { keyPrefix: string };

/**
 * A rate-limiter-flexible limiter: kept in Redis when it is configured, so every instance spends
 * from the same budget, else in this process.
 */
export function sharedLimiter(options: LimiterOptions) {
  const redis = sharedRedis();
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: redisKey("limit", options.keyPrefix),
      })
    : new RateLimiterMemory(options);
}
