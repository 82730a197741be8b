import type { NextFunction, Request, Response } from "express";
import rateLimit, { ipKeyGenerator, type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { env } from "~/env.server";
import { getSessionId } from "~/http/session.server";
import { getSessionUser } from "~/models/session.server";
import { redisKey, sharedRedis } from "~/redis.server";
import { bufferedBody } from "~/server/body-limit";
import { isWrite } from "~/server/write-methods";

const MINUTE = 60 * 1000;

/** The badge counts and the idle check the shell polls in the background. */
const BACKGROUND_POLLS = new Set([
  "/api/admin/notifications",
  "/api/friends/requests/count",
  "/api/chat/unread-counts",
  "/api/user",
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

const addressKey = (req: Request) => `address:${ipKeyGenerator(req.ip ?? "unknown")}`;

/**
 * Budgets belong to the signed-in player, so fifty players behind one venue address each get
 * their own; only guests share their address's budget.
 */
export async function identifyClient(req: Request, res: Response, next: NextFunction) {
  try {
    const sessionId = await getSessionId(req.headers.cookie);
    // The same read the page's loaders make (once per request): no extra query per request.
    const user = sessionId ? await getSessionUser(sessionId, { touch: false }) : null;
    res.locals.rateKey = user ? `player:${user.id}` : addressKey(req);
    next();
  } catch (error) {
    next(error);
  }
}

type AuthAttempt = "sign-in" | "register" | "password" | null;

function formIntent(req: Request, res: Response) {
  const body = bufferedBody(res);
  if (!body || !req.is("application/x-www-form-urlencoded")) return null;
  return new URLSearchParams(body.toString("utf8")).get("intent");
}

/** Which account-security request this is, if any, from its path and form intent. */
function authAttempt(req: Request, res: Response): AuthAttempt {
  if (req.method !== "POST") return null;
  switch (req.path) {
    case "/api/login":
      return "sign-in";
    case "/api/register":
      return "register";
    case "/api/change-password":
      return "password";
    case "/auth":
    case "/auth.data":
      return formIntent(req, res) === "register" ? "register" : "sign-in";
    case "/profile":
    case "/profile.data":
      return formIntent(req, res) === "changePassword" ? "password" : null;
    default:
      return null;
  }
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
  const byClient = (_req: Request, res: Response) => res.locals.rateKey as string;
  const tiers = {
    "sign-in": tier("sign-in", figures.signInPerQuarterHour, 15 * MINUTE, addressKey),
    register: tier("register", figures.registrationsPerHour, 60 * MINUTE, addressKey),
    password: tier("password", figures.passwordChangesPerQuarterHour, 15 * MINUTE, byClient),
    writes: tier("writes", figures.writesPerMinute, MINUTE, byClient),
    polls: tier("polls", figures.pollsPerMinute, MINUTE, byClient),
    reads: tier("reads", figures.readsPerMinute, MINUTE, byClient),
    guestReads: tier("guestReads", figures.guestReadsPerMinute, MINUTE, byClient),
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const attempt = authAttempt(req, res);
    if (attempt) return tiers[attempt](req, res, next);
    if (isWrite(req.method)) return tiers.writes(req, res, next);
    if (BACKGROUND_POLLS.has(req.path)) return tiers.polls(req, res, next);
    const guest = (res.locals.rateKey as string).startsWith("address:");
    return (guest ? tiers.guestReads : tiers.reads)(req, res, next);
  };
}
