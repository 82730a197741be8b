import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { TrustProxy } from "~/realtime/server/socket-limits.server";
import { env } from "~/server/env.server";

/** The scheme the client used, as Express's req.protocol reads it. */
function protocolOf(req: IncomingMessage, trustProxy: TrustProxy) {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  if (!trustProxy(req.socket.remoteAddress ?? "", 0)) return own;
  return String(req.headers["x-forwarded-proto"] ?? own)
    .split(",")[0]
    .trim();
}

/** The site's own origin, as the HTTP writes' check has it: SITE_URL, else scheme and Host. */
function expectedOrigin(req: IncomingMessage, trustProxy: TrustProxy) {
  if (env.siteUrl) return new URL(env.siteUrl).origin;
  return `${protocolOf(req, trustProxy)}://${req.headers.host}`;
}

/**
 * Whether a Socket.IO handshake may open: a page of another site must not open a socket that
 * carries our visitor's cookie (cross-site WebSocket hijacking).
 *
 * - An `Origin` must be exactly the site's own, scheme included; "null" never is.
 * - No `Origin` is allowed unless `Sec-Fetch-Site` says another site sent the request.
 *   Browsers put an Origin on every WebSocket and cross-origin request, but not on a
 *   same-origin GET, which is how the polling transport shakes hands; SameSite=Lax keeps the
 *   cookie off other sites' remaining requests. Non-browser clients can send any Origin they
 *   like, so refusing them the missing one would protect nothing.
 */
export function handshakeOriginAllowed(req: IncomingMessage, trustProxy: TrustProxy) {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const fetchSite = req.headers["sec-fetch-site"];
    return fetchSite !== "cross-site" && fetchSite !== "same-site";
  }
  return origin === expectedOrigin(req, trustProxy);
}
