// One place that reads process.env, with the documented defaults (see .env.example).
const DEV_SESSION_SECRET = "dev-only-secret-change-me";

function bool(value: string | undefined, fallback: boolean) {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.toLowerCase());
}

function positiveNumber(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
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
  get sessionSecret() {
    return process.env.SESSION_SECRET || DEV_SESSION_SECRET;
  },
  get usesDevSessionSecret() {
    return !process.env.SESSION_SECRET || process.env.SESSION_SECRET === DEV_SESSION_SECRET;
  },
  /** Minutes without activity before a session ends (spec: 20). */
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
  /** Express "trust proxy": set when behind a TLS-terminating proxy (X-Forwarded-Proto/For). */
  get trustProxy() {
    return bool(process.env.TRUST_PROXY, false);
  },
  get owner() {
    return {
      username: process.env.OWNER_USERNAME || "Owner",
      email: process.env.OWNER_EMAIL || "owner@example.com",
      password: process.env.OWNER_PASSWORD || "owner-password",
    };
  },
  /**
   * The public address, e.g. https://meleehub.gg, for canonical links, the sitemap and feeds.
   * Unset: the address the request came in on.
   */
  get siteUrl() {
    return (process.env.SITE_URL || "").replace(/\/+$/, "");
  },
  get seedDemo() {
    return bool(process.env.SEED_DEMO, true);
  },
};
