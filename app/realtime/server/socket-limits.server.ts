import type { IncomingMessage } from "node:http";
import { ipKeyGenerator } from "express-rate-limit";
import proxyAddr from "proxy-addr";
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import {
  LiveCount,
  playerSocketSlots,
  type HeldSocket,
} from "~/realtime/server/socket-slots.server";
import { env } from "~/server/env.server";
import { sharedLimiter } from "~/server/redis.server";

/** Refusals in the chat's "STATUS: message" shape, as the /api twins would answer. */
export const TOO_MANY_EVENTS = "429: Too many messages. Please slow down.";
const tooManyForUser = (cap: number) =>
  `429: Too many open connections for this account (at most ${cap}). Close some tabs and reload.`;
const TOO_MANY_FOR_ADDRESS = "429: Too many open connections from this address. Try again later.";

// The burst allowance on top of the steady rate comes back this long after it was first used.
const BURST_REFILL_SECONDS = 10;
/**
 * Refused events one socket may send within BURST_REFILL_SECONDS before it is closed: a client
 * that runs into its budget now and then keeps its socket, one that keeps flooding loses it.
 */
const REFUSALS_BEFORE_CLOSE = 50;

/**
 * The largest client event (bytes on the wire), for every socket: a chat message of 2,000
 * characters is under 9 KB, and nothing is uploaded over a socket. A bigger one closes the
 * connection before it is read whole.
 */
export const MAX_SOCKET_EVENT_BYTES = 16 * 1024;

/** Which hops may name the client in X-Forwarded-For: Express's compiled "trust proxy". */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The handshake's client address as Express's req.ip gives it, with IPv6 grouped by /56 like
 * the HTTP budgets: one host holds a whole block of addresses.
 */
export function socketAddress(req: IncomingMessage, trustProxy: TrustProxy) {
  return ipKeyGenerator(proxyAddr(req, trustProxy));
}

export type SocketLimits = ReturnType<typeof createSocketLimits>;

/**
 * The socket layer's limits, figures from RATE_LIMITS (×100 when `relax`): live sockets per
 * account (on every instance, with Redis) and per address (this instance's; the next one is
 * refused, so the tabs already open keep working),
 * one event budget per account shared by all its sockets, and one per address for guests'
 * sockets.
 */
export function createSocketLimits({ relax }: { relax: boolean }) {
  const figures = env.rateLimits;
  const scale = relax ? 100 : 1;
  const perUser = playerSocketSlots(figures.socketsPerPlayer * scale);
  const perAddress = new LiveCount(figures.socketsPerAddress * scale);
  const playerEvents = eventBudget("socket-events", {
    perSecond: figures.socketEventsPerSecond * scale,
    burst: figures.socketEventBurst * scale,
  });
  const guestEvents = eventBudget("guest-socket-events", {
    perSecond: figures.guestSocketEventsPerSecond * scale,
    burst: figures.guestSocketEventBurst * scale,
  });
  // Counted per socket, so in this process: a socket lives on one instance.
  const refusals = new RateLimiterMemory({
    points: REFUSALS_BEFORE_CLOSE,
    duration: BURST_REFILL_SECONDS,
  });

  return {
    /** Refuses at once, before any database read, when the address has no slot left. */
    addressRefusal(address: string) {
      return perAddress.isFull(address) ? TOO_MANY_FOR_ADDRESS : null;
    },

    /**
     * Takes a slot for the address and the account (null: a guest), or says why not. Each slot
     * is checked and taken in one step, so handshakes arriving together cannot share the last
     * one. Call `release` once the socket is gone.
     */
    async admit(
      address: string,
      userId: string | null,
      socketId: string,
    ): Promise<{ refusal: string } | { refusal: null; release: () => void }> {
      if (perAddress.isFull(address)) return { refusal: TOO_MANY_FOR_ADDRESS };
      perAddress.add(address);
      try {
        if (userId && !(await perUser.take(userId, socketId))) {
          perAddress.remove(address);
          return { refusal: tooManyForUser(perUser.cap) };
        }
      } catch (error) {
        perAddress.remove(address);
        throw error;
      }
      let released = false;
      return {
        refusal: null,
        release: () => {
          if (released) return;
          released = true;
          perAddress.remove(address);
          if (userId) {
            perUser.free(userId, socketId).catch((error: unknown) => {
              console.warn("Freeing a socket slot failed", error);
            });
          }
        },
      };
    },

    /** Keeps this instance's signed-in sockets' slots from lapsing; called periodically. */
    renewSlots(held: HeldSocket[]) {
      return perUser.renew(held);
    },

    /**
     * Spends one event from the account's budget, or from the address's for a guest (null);
     * false when it is used up.
     */
    spendEvent(userId: string | null, address: string) {
      return userId ? spend(playerEvents, userId) : spend(guestEvents, address);
    },

    /** Counts a refused event of this socket; true once the socket keeps flooding. */
    async keepsFlooding(socketId: string) {
      return !(await spend(refusals, socketId));
    },
  };
}

/**
 * A steady rate with a burst on top, shared by every instance when Redis is configured (a
 * player's sockets may sit on several).
 */
function eventBudget(name: string, { perSecond, burst }: { perSecond: number; burst: number }) {
  return new BurstyRateLimiter(
    sharedLimiter({ keyPrefix: name, points: perSecond, duration: 1 }),
    sharedLimiter({
      keyPrefix: `${name}-burst`,
      points: Math.max(burst - perSecond, 0),
      duration: BURST_REFILL_SECONDS,
    }),
  );
}

/** Takes one point from `key`'s budget; false when it is used up. */
async function spend(limiter: { consume(key: string): Promise<unknown> }, key: string) {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}
