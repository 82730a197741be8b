import type { IncomingMessage } from "node:http";
import { ipKeyGenerator } from "express-rate-limit";
import proxyAddr from "proxy-addr";
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/env.server";

/** Refusals in the chat's "STATUS: message" shape, as the /api twins would answer. */
export const TOO_MANY_EVENTS = "429: Too many messages. Please slow down.";
const tooManyForUser = (cap: number) =>
  `429: Too many open connections for this account (at most ${cap}). Close some tabs and reload.`;
const TOO_MANY_FOR_ADDRESS = "429: Too many open connections from this address. Try again later.";

// The burst allowance on top of the steady rate comes back this long after it was first used.
const BURST_REFILL_SECONDS = 10;

/** Which hops may name the client in X-Forwarded-For: Express's compiled "trust proxy". */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The handshake's client address as Express's req.ip gives it, with IPv6 grouped by /56 like
 * the HTTP budgets: one host holds a whole block of addresses.
 */
export function socketAddress(req: IncomingMessage, trustProxy: TrustProxy) {
  return ipKeyGenerator(proxyAddr(req, trustProxy));
}

/** Sockets open per key (account or address) in this process: a count, not a rate. */
class LiveCount {
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

export type SocketLimits = ReturnType<typeof createSocketLimits>;

/**
 * The socket layer's limits, figures from RATE_LIMITS (×100 when `relax`): live sockets per
 * account and per address (the next one is refused, so the tabs already open keep working),
 * and one event budget per account shared by all its sockets.
 */
export function createSocketLimits({ relax }: { relax: boolean }) {
  const figures = env.rateLimits;
  const scale = relax ? 100 : 1;
  const perUser = new LiveCount(figures.socketsPerPlayer * scale);
  const perAddress = new LiveCount(figures.socketsPerAddress * scale);
  const steady = figures.socketEventsPerSecond * scale;
  // rate-limiter-flexible's Redis store can replace the memory one when instances share users.
  const events = new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix: "socket-events", points: steady, duration: 1 }),
    new RateLimiterMemory({
      keyPrefix: "socket-event-burst",
      points: Math.max(figures.socketEventBurst * scale - steady, 0),
      duration: BURST_REFILL_SECONDS,
    }),
  );

  return {
    /** Refuses at once, before any database read, when the address has no slot left. */
    addressRefusal(address: string) {
      return perAddress.isFull(address) ? TOO_MANY_FOR_ADDRESS : null;
    },

    /**
     * Takes a slot for the address and the account (null: a guest), or says why not. It checks
     * and takes in one synchronous step, so handshakes arriving together cannot share the last
     * slot. Call `release` once the socket is gone.
     */
    admit(
      address: string,
      userId: string | null,
    ): { refusal: string } | { refusal: null; release: () => void } {
      if (perAddress.isFull(address)) return { refusal: TOO_MANY_FOR_ADDRESS };
      if (userId && perUser.isFull(userId)) return { refusal: tooManyForUser(perUser.cap) };
      perAddress.add(address);
      if (userId) perUser.add(userId);
      let released = false;
      return {
        refusal: null,
        release: () => {
          if (released) return;
          released = true;
          perAddress.remove(address);
          if (userId) perUser.remove(userId);
        },
      };
    },

    /** Spends one event from the account's budget; false when it is used up. */
    async spendEvent(userId: string) {
      try {
        await events.consume(userId);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}
