import type { NextFunction, Request, Response } from "express";
import rateLimit, { type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { routeOf } from "~/http/express/classify-request";
import { addressKey, playerOf, rateKeyOf } from "~/http/express/client-identity";
import { intentOf } from "~/http/express/request-body";
import { isWrite } from "~/http/express/write-methods";
import { env } from "~/server/env.server";
import { redisKey, sharedRedis } from "~/server/redis.server";

const MINUTE = 60 * 1000;

type AccountBudget = "sign-in" | "register" | "password";

/**
 * Writes that try a password or make an account, by route id and then form intent ("*": any
 * intent, or none). The pages and their /api twins share one budget.
 */
export const ACCOUNT_ROUTES: ReadonlyMap<string, Readonly<Record<string, AccountBudget>>> = new Map<
  string,
  Record<string, AccountBudget>
>([
  ["routes/api.login", { "*": "sign-in" }],
  ["routes/api.register", { "*": "register" }],
  ["routes/api.change-password", { "*": "password" }],
  ["routes/auth", { register: "register", "*": "sign-in" }],
  ["routes/profile", { changePassword: "password" }],
]);

/** The badge counts and the idle check the shell polls in the background, by route id. */
export const BACKGROUND_POLLS: ReadonlySet<string> = new Set([
  "routes/api.admin.notifications",
  "routes/api.friends.requests.count",
  "routes/api.chat.unread-counts",
  "routes/api.user",
]);

/** Where a tier keeps its counts: Redis when configured, so instances share one budget. */
function storeFor(tier: string): Store | undefined {
  const redis = sharedRedis();
  if (!redis) return undefined;
  return new RedisStore({
    prefix: redisKey("rate", tier) + ":",
    sendCommand: (command: string, ...args: string[]) =>
      redis.call(command, ...args) as Promise<RedisReply>,
  });
}

/** Which account-security budget this write spends, if any, from its route and form intent. */
async function accountBudget(req: Request, res: Response): Promise<AccountBudget | null> {
  const { id } = routeOf(res);
  const budgets = id === null ? undefined : ACCOUNT_ROUTES.get(id);
  if (!budgets || !isWrite(req.method)) return null;
  const intent = await intentOf(req, res);
  return (
    (intent !== null && Object.hasOwn(budgets, intent) ? budgets[intent] : budgets["*"]) ?? null
  );
}

/**
 * The request budgets, figures from RATE_LIMITS. Sign-in attempts are keyed by address only as
 * a flood guard: wrong passwords are counted per tag and per address in the domain, so a venue
 * full of players signing in passes while a guesser does not.
 */
export function rateLimits({ relax }: { relax: boolean }) {
  const figures = env.rateLimits;
  const scale = relax ? 100 : 1;
  const tier = (
    name: string,
    limit: number,
    windowMs: number,
    key: (req: Request, res: Response) => string,
  ) =>
    rateLimit({
      store: storeFor(name),
      windowMs,
      limit: limit * scale,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      keyGenerator: key,
      handler: (_req, res) => {
        res
          .status(429)
          .type("text/plain")
          .send("Too many requests. Please slow down and try again shortly.");
      },
    });
  const byClient = (_req: Request, res: Response) => rateKeyOf(res);
  const tiers = {
    "sign-in": tier("sign-in", figures.signInPerQuarterHour, 15 * MINUTE, addressKey),
    register: tier("register", figures.registrationsPerHour, 60 * MINUTE, addressKey),
    password: tier("password", figures.passwordChangesPerQuarterHour, 15 * MINUTE, byClient),
    writes: tier("writes", figures.writesPerMinute, MINUTE, byClient),
    polls: tier("polls", figures.pollsPerMinute, MINUTE, byClient),
    reads: tier("reads", figures.readsPerMinute, MINUTE, byClient),
    guestReads: tier("guestReads", figures.guestReadsPerMinute, MINUTE, byClient),
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const budget = await accountBudget(req, res);
      if (budget) return tiers[budget](req, res, next);
      if (isWrite(req.method)) return tiers.writes(req, res, next);
      const { id } = routeOf(res);
      if (id !== null && BACKGROUND_POLLS.has(id)) return tiers.polls(req, res, next);
      return (playerOf(res) ? tiers.reads : tiers.guestReads)(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}
