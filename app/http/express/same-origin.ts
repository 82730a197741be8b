import type { NextFunction, Request, Response } from "express";
import { isWrite } from "~/http/express/write-methods";
import { env } from "~/server/env.server";

/** The site's own origin: SITE_URL in a deployment, else the scheme and host the request used. */
export function expectedOrigin(req: Request) {
  return env.siteUrl ? new URL(env.siteUrl).origin : `${req.protocol}://${req.headers.host}`;
}

const refuse = (res: Response) =>
  res.status(403).type("text/plain").send("Cross-origin requests are not allowed");

/**
 * Writes must come from the site's own pages, on top of SameSite=Lax cookies. An Origin header,
 * when sent, must be exactly the site's: scheme included, and never "null" (sandboxed frames and
 * privacy redirects send that; no page of this site does).
 */
export function refuseCrossOrigin(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req.method)) return next();
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") return refuse(res);
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== expectedOrigin(req)) return refuse(res);
  next();
}
