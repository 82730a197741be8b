import type { NextFunction, Request, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { getSessionId } from "~/http/session.server";
import { getSessionUser } from "~/models/session.server";
import type { PublicUser } from "~/models/user.server";

// Who makes a request, read once at the edge for the gates after it (budgets, upload turns).

/** A guest's key: its address (ipKeyGenerator counts an IPv6 address by its subnet). */
export const addressKey = (req: Request) => `address:${ipKeyGenerator(req.ip ?? "unknown")}`;

/**
 * Budgets belong to the signed-in player, so fifty players behind one venue address each get
 * their own; only guests share their address's budget.
 */
export async function identifyClient(req: Request, res: Response, next: NextFunction) {
  try {
    const sessionId = await getSessionId(req.headers.cookie);
    // The same read the page's loaders make (once per request): no extra query per request.
    const user = sessionId ? await getSessionUser(sessionId, { touch: false }) : null;
    res.locals.player = user;
    res.locals.rateKey = user ? `player:${user.id}` : addressKey(req);
    next();
  } catch (error) {
    next(error);
  }
}

/** The signed-in player making the request (identifyClient's read), or null for a guest. */
export const playerOf = (res: Response) => res.locals.player as PublicUser | null;

/** The key the request budgets count under: the player's, or a guest's address. */
export const rateKeyOf = (res: Response) => res.locals.rateKey as string;
