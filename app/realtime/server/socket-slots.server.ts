import { env } from "~/server/env.server";
import { redisKey, renewLapsing, sharedRedis } from "~/server/redis.server";

/** A signed-in socket held by this instance. */
export type HeldSocket = { userId: string; socketId: string };

/**
 * The live sockets of each player, counted against the per-player cap. Taking a slot checks and
 * takes in one step, so handshakes arriving together cannot share the last slot.
 */
export type PlayerSocketSlots = {
  readonly cap: number;
  /** Takes a slot for the socket; false when the player already has `cap` sockets. */
  take(userId: string, socketId: string): Promise<boolean>;
  free(userId: string, socketId: string): Promise<void>;
  /** This instance still holds these sockets (with Redis their slots would lapse otherwise). */
  renew(sockets: HeldSocket[]): Promise<void>;
};

/** Sockets open per key (account or address) in this process: a count, not a rate. */
export class LiveCount {
  private readonly counts = new Map<string, number>();
  constructor(readonly cap: number) {}

  isFull(key: string) {
    return (this.counts.get(key) ?? 0) >= this.cap;
  }

  add(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  remove(key: string) {
    const left = (this.counts.get(key) ?? 0) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/** One instance: its own sockets are all the player has. */
function memorySlots(cap: number): PlayerSocketSlots {
  const count = new LiveCount(cap);
  return {
    cap,
    async take(userId) {
      if (count.isFull(userId)) return false;
      count.add(userId);
      return true;
    },
    async free(userId) {
      count.remove(userId);
    },
    async renew() {},
  };
}

// Drops the lapsed slots, then takes one unless the cap is reached, atomically (Redis runs a
// script alone), so two instances cannot both take a player's last slot.
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[3]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) * 2)
return 1`;

/**
 * Several instances: a sorted set per player in Redis, each socket scored by when its slot
 * lapses. Every instance renews its own sockets' slots well before then (as it renews their
 * presence), so a crashed instance's slots free themselves within the presence TTL.
 */
function redisSlots(cap: number): PlayerSocketSlots {
  const redis = sharedRedis()!;
  const ttl = env.presenceTtlMs;
  const keyOf = (userId: string) => redisKey("socket-slots", userId);
  return {
    cap,
    async take(userId, socketId) {
      const taken = await redis.eval(TAKE_SLOT, 1, keyOf(userId), Date.now(), cap, ttl, socketId);
      return Number(taken) === 1;
    },
    async free(userId, socketId) {
      await redis.zrem(keyOf(userId), socketId);
    },
    renew(sockets) {
      return renewLapsing(
        sockets.map(({ userId, socketId }) => ({ key: keyOf(userId), member: socketId })),
        ttl,
      );
    },
  };
}

/** The per-player count: in Redis when it is configured (a player's tabs may sit on several instances). */
export function playerSocketSlots(cap: number): PlayerSocketSlots {
  return sharedRedis() ? redisSlots(cap) : memorySlots(cap);
}
