import { friendIdsByUser } from "~/models/friendship.server";
import { publish } from "~/realtime/server/events.server";
import { prisma } from "~/server/db.server";
import { env } from "~/server/env.server";
import { redisKey, renewLapsing, sharedRedis } from "~/server/redis.server";

/**
 * A user is online while at least one of their sockets is open, on any instance (several tabs
 * count once). The socket layer reports opens and closes; the registry of live sockets and the
 * isOnline record live here.
 */
type HeldSocket = { userId: string; socketId: string };

type SocketRegistry = {
  /** Records a socket; true when it is the user's only live one. */
  add(userId: string, socketId: string): Promise<boolean>;
  /** Forgets these sockets; the users they leave with no live socket. */
  remove(sockets: HeldSocket[]): Promise<string[]>;
  /** This instance still holds these sockets (they would lapse otherwise). */
  renew(sockets: HeldSocket[]): Promise<void>;
  /** Which of these users have no live socket anywhere. */
  withoutSockets(userIds: string[]): Promise<string[]>;
};

const usersOf = (sockets: HeldSocket[]) => [...new Set(sockets.map((s) => s.userId))];

/** One process: its own sockets are all there is. */
function memoryRegistry(): SocketRegistry {
  const live = new Map<string, Set<string>>();
  return {
    async add(userId, socketId) {
      const sockets = live.get(userId) ?? new Set<string>();
      sockets.add(socketId);
      live.set(userId, sockets);
      return sockets.size === 1;
    },
    async remove(closed) {
      for (const { userId, socketId } of closed) {
        const sockets = live.get(userId);
        sockets?.delete(socketId);
        if (sockets?.size === 0) live.delete(userId);
      }
      return this.withoutSockets(usersOf(closed));
    },
    async renew() {},
    async withoutSockets(userIds) {
      return userIds.filter((id) => !live.has(id));
    },
  };
}

/**
 * Several instances: a sorted set per user in Redis, each socket scored by when it lapses. Every
 * instance renews its own sockets well before then, so the sockets of an instance that died
 * (kill -9: no close event ever comes) lapse on their own and their users go offline.
 */
function redisRegistry(): SocketRegistry {
  const redis = sharedRedis()!;
  const ttl = env.presenceTtlMs;
  const keyOf = (userId: string) => redisKey("presence", userId);
  return {
    async add(userId, socketId) {
      const key = keyOf(userId);
      const now = Date.now();
      const results = await redis
        .multi()
        .zremrangebyscore(key, "-inf", now)
        .zadd(key, now + ttl, socketId)
        .zcard(key)
        .pexpire(key, ttl * 2)
        .exec();
      return Number(results?.[2]?.[1] ?? 0) === 1;
    },
    async remove(closed) {
      if (closed.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const { userId, socketId } of closed) pipeline.zrem(keyOf(userId), socketId);
      await pipeline.exec();
      return this.withoutSockets(usersOf(closed));
    },
    renew(sockets) {
      return renewLapsing(
        sockets.map(({ userId, socketId }) => ({ key: keyOf(userId), member: socketId })),
        ttl,
      );
    },
    async withoutSockets(userIds) {
      if (userIds.length === 0) return [];
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.zcount(keyOf(id), now, "+inf");
      const counts = (await pipeline.exec()) ?? [];
      return userIds.filter((_, i) => Number(counts[i]?.[1] ?? 0) === 0);
    },
  };
}

let registry: SocketRegistry | undefined;
const sockets = () => (registry ??= sharedRedis() ? redisRegistry() : memoryRegistry());

let started: Promise<void> | undefined;
/** Opens still being written, by socket: its close waits for its open, or the open would win. */
const opening = new Map<string, Promise<void>>();

/**
 * The first sweep, when the socket server starts: opens and closes wait for it, so a newer
 * record is never overwritten by it.
 */
export function startPresence() {
  started ??= sweepPresence().catch((error) => console.warn("Presence sweep failed", error));
  return started;
}

/**
 * A socket opened. Only a user's first live socket costs a write: they go online with the other
 * users whose first socket opened in the same turn of the event loop, in one write and one read
 * of their friends (a thousand tabs connecting at once are a few writes, not a thousand).
 */
export function socketOpened(userId: string, socketId: string) {
  const work = (async () => {
    await startPresence();
    if (!(await sockets().add(userId, socketId))) return;
    await setOnline(userId);
  })();
  opening.set(socketId, work);
  void work.catch(() => undefined).finally(() => opening.delete(socketId));
  return work;
}

/**
 * Sockets that closed (one, or all of a stopping instance's): their users with no socket left
 * on any instance go offline, in one write.
 */
export async function socketsClosed(closed: HeldSocket[]) {
  await startPresence();
  await Promise.allSettled(closed.map(({ socketId }) => opening.get(socketId)));
  await setOffline(await sockets().remove(closed));
}

/** Keeps this instance's sockets counted as live; the socket layer calls it periodically. */
export function renewSockets(live: HeldSocket[]) {
  return sockets().renew(live);
}

/** Users waiting for the next write that sets them online, and that write. */
let comingOnline: { userIds: Set<string>; written: Promise<void> } | undefined;

function setOnline(userId: string) {
  if (!comingOnline) {
    const batch = { userIds: new Set<string>(), written: Promise.resolve() };
    batch.written = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      comingOnline = undefined;
      // Conditional, so a user already online (another instance's socket) is not announced again.
      const changed = await prisma.user.updateManyAndReturn({
        where: { id: { in: [...batch.userIds] }, isOnline: false },
        data: { isOnline: true },
        select: { id: true },
      });
      await announce(
        changed.map((u) => u.id),
        "online",
      );
    });
    comingOnline = batch;
  }
  comingOnline.userIds.add(userId);
  return comingOnline.written;
}

const SWEEP_BATCH = 500;

/**
 * Sets offline whoever the database shows online with no live socket anywhere: the users of an
 * instance that stopped or died with sockets open. Also run at start-up, so one process that
 * restarts after a crash clears its own leftovers; with several instances it never touches the
 * users whose sockets live on the others.
 */
export async function sweepPresence() {
  let cursor: string | undefined;
  for (;;) {
    const online = await prisma.user.findMany({
      where: { isOnline: true, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: SWEEP_BATCH,
      select: { id: true },
    });
    if (online.length === 0) return;
    await setOffline(await sockets().withoutSockets(online.map((u) => u.id)));
    cursor = online.at(-1)!.id;
  }
}

async function setOffline(userIds: string[]) {
  if (userIds.length === 0) return;
  // Conditional, so a user whose last socket closes during a sweep is announced once.
  const changed = await prisma.user.updateManyAndReturn({
    where: { id: { in: userIds }, isOnline: true },
    data: { isOnline: false, lastSeen: new Date() },
    select: { id: true },
  });
  await announce(
    changed.map((u) => u.id),
    "offline",
  );
}

/** Admins and friends see each other come and go (their friends read at once). */
async function announce(userIds: string[], state: "online" | "offline") {
  if (userIds.length === 0) return;
  const friends = await friendIdsByUser(userIds);
  const event = state === "online" ? "friendOnline" : "friendOffline";
  for (const userId of userIds) {
    publish("toAdmins", {
      event: state === "online" ? "userOnline" : "userOffline",
      payload: { userId },
    });
    for (const friendId of friends.get(userId) ?? []) {
      publish("toUser", { userId: friendId, event, payload: { userId } });
    }
  }
}

/**
 * With several instances, one of them (whichever claims the turn) sets offline the users whose
 * sockets lapsed; alone, this process saw every close and has nothing to sweep.
 */
export async function sweepLapsedPresence() {
  const redis = sharedRedis();
  if (!redis) return;
  const turn = Math.floor(env.presenceTtlMs / 3);
  if (await redis.set(redisKey("presence-sweep"), "1", "PX", turn, "NX")) await sweepPresence();
}
