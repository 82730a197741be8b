import type { IncomingMessage } from "node:http";
import { env } from "~/env.server";

function sameOrigin(origin: string, req: IncomingMessage) {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file: pages) or garbage
  }
  if (env.siteUrl) return url.origin === new URL(env.siteUrl).origin;
  return url.host === req.headers.host;
}

/**
 * Whether a Socket.IO handshake may open: a page of another site must not open a socket that
 * carries our visitor's cookie (cross-site WebSocket hijacking).
 *
 * - An `Origin` must be the site's own: SITE_URL's when set, else the Host the request came to.
 * - No `Origin` is allowed unless `Sec-Fetch-Site` says another site sent the request.
 *   Browsers put an Origin on every WebSocket and cross-origin request, but not on a
 *   same-origin GET, which is how the polling transport shakes hands; SameSite=Lax keeps the
 *   cookie off other sites' remaining requests. Non-browser clients can send any Origin they
 *   like, so refusing them the missing one would protect nothing.
 */
export function handshakeOriginAllowed(req: IncomingMessage) {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const fetchSite = req.headers["sec-fetch-site"];
    return fetchSite !== "cross-site" && fetchSite !== "same-site";
  }
  return sameOrigin(origin, req);
}
