import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Response } from "express";
import helmet from "helmet";
import { LARGE_BODY_ROUTES } from "~/http/body-limits";
import { CLIENT_IP_HEADER } from "~/http/client-ip.server";
import { largeBodiesAfterSession, readBoundedBody } from "~/http/express/body-limit";
import {
  assertRoutesExist,
  CATCH_ALL_ROUTE,
  classifyRequests,
} from "~/http/express/classify-request";
import { identifyClient } from "~/http/express/client-identity";
import { gracefulStop } from "~/http/express/graceful-stop";
import { refuseUnreadableForms } from "~/http/express/page-forms";
import { ACCOUNT_ROUTES, BACKGROUND_POLLS, rateLimits } from "~/http/express/rate-limits";
import { remixHandler } from "~/http/express/remix-handler";
import { refuseCrossOrigin } from "~/http/express/same-origin";
import type { TrustProxy } from "~/realtime/server/socket-limits.server";
import { attachRealtime } from "~/realtime/server/socket.server";
import { env } from "~/server/env.server";
import { runInRequestContext } from "~/server/request-context.server";

/** A path whose last part has an extension: the only kind public/ serves. */
const FILE_NAME = /\.[^/]+$/;

/** How long an idle kept-alive connection stays open: longer than proxies and clients keep theirs. */
export const KEEP_ALIVE_MS = 65_000;

type Options = {
  /** The Remix server build, or a function that loads it (dev reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** Folder holding public/ (static files); defaults to the working directory. */
  root?: string;
  /** Multiply every request budget by 100 (test runs); defaults to RELAX_RATE_LIMITS. */
  relaxRateLimits?: boolean;
};

export function createServer({
  build,
  mode,
  root = process.cwd(),
  relaxRateLimits = env.relaxRateLimits,
}: Options) {
  if (typeof build !== "function") {
    assertRoutesExist(build, [
      CATCH_ALL_ROUTE,
      ...LARGE_BODY_ROUTES.keys(),
      ...ACCOUNT_ROUTES.keys(),
      ...BACKGROUND_POLLS,
    ]);
  }
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  const trustProxy = app.get("trust proxy fn") as TrustProxy;

  // Each request runs in its own context: its once-per-request reads and whether it wrote content.
  app.use((_req, _res, next) => runInRequestContext(next));

  app.use((req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    // Overwrite, never trust: the domain counts failed sign-ins under this address.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    // Only a trusted proxy names the host: Express already ignores the header otherwise, but
    // Remix's adapter would still take a port from it for request.url.
    if (!trustProxy(req.socket.remoteAddress ?? "", 0)) delete req.headers["x-forwarded-host"];
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "connect-src": [mode === "development" ? "ws:" : null, "'self'"].filter(
            (s): s is string => s !== null,
          ),
          "font-src": ["'self'"],
          "frame-src": ["'self'"],
          // Tournament images are links to the organisers' own https images.
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "script-src": [
            "'strict-dynamic'",
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
          ],
          "script-src-attr": [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // helmet's default no-referrer makes Chromium send "Origin: null" on form posts, which
      // Remix's own origin check refuses; same-origin requests keep their origin with this one.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // HSTS only makes sense once served over https.
      strictTransportSecurity: env.secureCookies === true || env.trustProxy !== false,
    }),
  );

  app.use(compression());

  // Fingerprinted build output: cached for a year, never revalidated.
  app.use(
    "/build",
    express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }),
  );
  // The other public files (favicon.ico…) all have an extension: a page's path is not looked
  // for on disk first, a file-system call every guest page would otherwise pay.
  const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h" });
  app.use((req, res, next) => (FILE_NAME.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(refuseCrossOrigin);
  app.use(classifyRequests(build));
  app.use(identifyClient);
  app.use(largeBodiesAfterSession);
  app.use(readBoundedBody);
  app.use(refuseUnreadableForms);
  app.use(rateLimits({ relax: relaxRateLimits }));

  app.all(
    "*",
    remixHandler({
      build,
      mode,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );

  const httpServer = http.createServer(app);
  // Node closes an idle kept-alive connection after 5 s; a proxy (nginx keeps upstream connections
  // 60 s) or a client reusing it just then gets a reset, which nginx turns into a 502. Idle
  // connections stay open longer than those peers keep them, so the peer closes first.
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  httpServer.headersTimeout = KEEP_ALIVE_MS + 1000;
  const realtime = attachRealtime(httpServer, {
    relaxLimits: relaxRateLimits,
    trustProxy,
  });
  const stop = gracefulStop(httpServer, realtime.close);
  return { app, httpServer, stop };
}
