import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// One place that reads process.env, with the documented defaults (see .env.example).

/** Values printed in the README and .env.example: public, so never accepted in a deployment. */
const PUBLIC_EXAMPLE_VALUES = new Set([
  "dev-only-secret-change-me",
  "owner-password",
  "melee-demo",
  "change-me",
]);
const DEMO_OWNER_PASSWORD = "owner-password";
const MIN_SECRET_LENGTH = 32;

function isLoopback(host: string) {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Request budgets; RATE_LIMITS overrides any of them, e.g. "writesPerMinute=200,pollsPerMinute=90". */
const DEFAULT_RATE_LIMITS = {
  /** Per address: a flood guard only, wrong passwords are counted in the domain. */
  signInPerQuarterHour: 300,
  registrationsPerHour: 60,
  /** Per player. */
  passwordChangesPerQuarterHour: 10,
  /** Per player, or per address for guests. */
  writesPerMinute: 120,
  /** Per player: the shell's background badge polls, apart from what the player does. */
  pollsPerMinute: 60,
  readsPerMinute: 600,
  /** Guests share their address: a venue's guests together. */
  guestReadsPerMinute: 3000,
  /** Per player: live Socket.IO connections (tabs); the next one is refused. */
  socketsPerPlayer: 20,
  /** Per address: live Socket.IO connections, guests and players together. */
  socketsPerAddress: 200,
  /** Per player, all their sockets together: client events a second, and the most at once. */
  socketEventsPerSecond: 5,
  socketEventBurst: 20,
  /**
   * Per address, for guests' sockets: a venue's guests together. A page sends one watchSet as it
   * connects, so the burst lets a few hundred guests behind one address reconnect at once (after
   * a restart) and still watch their sets.
   */
  guestSocketEventsPerSecond: 30,
  guestSocketEventBurst: 300,
};
export type RateLimits = typeof DEFAULT_RATE_LIMITS;

function rateLimitsFrom(value: string | undefined): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const pair of (value ?? "").split(",")) {
    const [name, figure] = pair.split("=").map((part) => part.trim());
    if (name in limits) {
      limits[name as keyof RateLimits] = positiveNumber(figure, limits[name as keyof RateLimits]);
    }
  }
  return limits;
}

let localSecret: string | undefined;

/**
 * The local demo signs cookies with a secret of its own, made on first start and kept beside the
 * database, so sessions survive restarts and nobody shares a published secret.
 */
function localSessionSecret() {
  if (localSecret) return localSecret;
  const file = path.resolve("data/session-secret");
  try {
    localSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    localSecret = "";
  }
  if (localSecret.length < MIN_SECRET_LENGTH) {
    localSecret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, localSecret + "\n", { mode: 0o600 });
  }
  return localSecret;
}

function bool(value: string | undefined, fallback: boolean) {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.toLowerCase());
}

function positiveNumber(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function nonNegativeNumber(value: string | undefined, fallback: number) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export const env = {
  get nodeEnv() {
    return process.env.NODE_ENV ?? "development";
  },
  get isProduction() {
    return this.nodeEnv === "production";
  },
  /** Test runs sign in and post far faster than people: rate limits are multiplied by 100. */
  get relaxRateLimits() {
    return this.nodeEnv === "test" || bool(process.env.RELAX_RATE_LIMITS, false);
  },
  get port() {
    return positiveNumber(process.env.PORT, 3000);
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || "file:./data/dev.db";
  },
  /** The address to listen on. The default, loopback, keeps the local demo on this machine. */
  get host() {
    return process.env.HOST || "127.0.0.1";
  },
  /**
   * A deployment is what the operator declared, not what NODE_ENV says: a public address
   * (SITE_URL) or a listener other machines can reach (HOST). Everything else is the local demo.
   */
  get isDeployment() {
    return Boolean(process.env.SITE_URL) || !isLoopback(this.host);
  },
  get sessionSecret() {
    return process.env.SESSION_SECRET || localSessionSecret();
  },
  /** Inactivity before a session ends: 20 minutes unless SESSION_IDLE_SECONDS says otherwise. */
  get sessionIdleMs() {
    return positiveNumber(process.env.SESSION_IDLE_SECONDS, 20 * 60) * 1000;
  },
  /**
   * Secure cookies: forced on or off by SECURE_COOKIES, otherwise decided per request (https
   * only), so `npm start` over http://localhost and tests over http work.
   */
  get secureCookies(): boolean | undefined {
    const v = process.env.SECURE_COOKIES;
    return v === undefined || v === "" ? undefined : bool(v, false);
  },
  /**
   * Express "trust proxy" behind a TLS-terminating proxy: a hop count (`1`) or the proxies'
   * addresses (`10.0.0.2`, `loopback`, CIDRs). Never "every hop": then any client could name its
   * own address in X-Forwarded-For and dodge the per-address limits, so `true` means one hop.
   */
  get trustProxy(): false | number | string {
    const value = (process.env.TRUST_PROXY ?? "").trim();
    if (value === "" || ["0", "false", "no", "off"].includes(value.toLowerCase())) return false;
    if (["true", "yes", "on"].includes(value.toLowerCase())) return 1;
    return /^\d+$/.test(value) ? Number(value) : value;
  },
  get owner() {
    return {
      username: process.env.OWNER_USERNAME || "Owner",
      email: process.env.OWNER_EMAIL || "owner@example.com",
      password: process.env.OWNER_PASSWORD || DEMO_OWNER_PASSWORD,
      /** Set by the operator: then it is the owner's password, rotated in at start-up. */
      passwordConfigured: Boolean(process.env.OWNER_PASSWORD),
    };
  },
  /**
   * The public address, e.g. https://meleehub.gg, for canonical links, the sitemap and feeds.
   * Unset: the address the request came in on.
   */
  get siteUrl() {
    return (process.env.SITE_URL || "").replace(/\/+$/, "");
  },
  /**
   * Redis, for several instances serving one site: Socket.IO rooms, presence, request budgets and
   * the sign-in throttle are then shared. Unset: all of that lives in this one process.
   */
  get redisUrl() {
    return process.env.REDIS_URL || "";
  },
  /** Namespaces every Redis key and channel, so sites (or test runs) can share one Redis. */
  get redisPrefix() {
    return process.env.REDIS_PREFIX || "meleehub:";
  },
  /**
   * How long a socket counts as live without its instance vouching for it again: an instance
   * that dies takes its players offline within about this long.
   */
  get presenceTtlMs() {
    return positiveNumber(process.env.PRESENCE_TTL_SECONDS, 30) * 1000;
  },
  get rateLimits() {
    return rateLimitsFrom(process.env.RATE_LIMITS);
  },
  /**
   * How old an account must be, in hours, before its reports count toward hiding a post or
   * comment (it needs some history too). 0 lets every account's report count: for tests and
   * small private sites where everyone is known.
   */
  get reportStandingHours() {
    return nonNegativeNumber(process.env.REPORT_STANDING_HOURS, 24);
  },
  /**
   * Uploaded replays waiting for a worker (two are read at once), each holding its file (up to
   * 16 MB) in memory: past that an upload is refused with 503 and Retry-After.
   */
  get replayQueueSize() {
    return Math.floor(positiveNumber(process.env.REPLAY_QUEUE_SIZE, 8));
  },
  /** Demo accounts and content: on for the local demo, opt-in for a deployment. */
  get seedDemo() {
    return bool(process.env.SEED_DEMO, !this.isDeployment);
  },
};

/**
 * What keeps a deployment from starting safely, one readable line per setting. The local demo
 * needs nothing: it listens on loopback only, so its published passwords reach no one else.
 */
export function deploymentProblems(): string[] {
  if (!env.isDeployment) return [];
  const problems: string[] = [];
  const secret = process.env.SESSION_SECRET ?? "";
  if (!secret) {
    problems.push("SESSION_SECRET is not set: set it to a long random value (32+ characters).");
  } else if (PUBLIC_EXAMPLE_VALUES.has(secret) || secret.length < MIN_SECRET_LENGTH) {
    problems.push("SESSION_SECRET is an example value or too short: use 32+ random characters.");
  }
  const password = process.env.OWNER_PASSWORD ?? "";
  if (!password) {
    problems.push("OWNER_PASSWORD is not set: the owner account needs a password of its own.");
  } else if (PUBLIC_EXAMPLE_VALUES.has(password) || password.length < 8) {
    problems.push("OWNER_PASSWORD is an example value or shorter than 8 characters.");
  }
  if (!process.env.SITE_URL) {
    problems.push(
      "SITE_URL is not set: links in the sitemap, feeds and cross-origin checks need the public address.",
    );
  } else if (!/^https?:\/\/[^/]+$/.test(env.siteUrl)) {
    problems.push("SITE_URL must be an origin such as https://meleehub.example (no path).");
  }
  if (env.relaxRateLimits) {
    problems.push("RELAX_RATE_LIMITS is for test runs only: unset it in a deployment.");
  }
  return problems;
}
