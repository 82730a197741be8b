import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import rateLimit, { type Options as RateLimitOptions } from "express-rate-limit";
import helmet from "helmet";
import { attachRealtime } from "~/realtime/socket.server";
import { CLIENT_IP_HEADER } from "~/http/client-ip.server";
import { env } from "~/env.server";

type Options = {
  /** The Remix server build, or a function that loads it (dev reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** Folder holding public/ (static files); defaults to the working directory. */
  root?: string;
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KB = 1024;

// Bodies are read by Remix, not by Express, so the size limit is enforced on Content-Length here.
function bodyLimitFor(req: Request) {
  // The profile page takes picture uploads; with JS, Remix posts them to /profile.data.
  if (
    req.path.startsWith("/api/user/profile-picture") ||
    req.path === "/profile" ||
    req.path === "/profile.data"
  )
    return 4 * 1024 * KB;
  return 256 * KB;
}

function limitBodies(req: Request, res: Response, next: NextFunction) {
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > bodyLimitFor(req)) {
    res.status(413).type("text/plain").send("The request is too large");
    return;
  }
  next();
}

/** Unsafe methods from another origin are refused, on top of SameSite=Lax cookies. */
function refuseCrossOrigin(req: Request, res: Response, next: NextFunction) {
  if (!UNSAFE.has(req.method)) return next();
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") {
    res.status(403).type("text/plain").send("Cross-origin requests are not allowed");
    return;
  }
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== req.headers.host) {
      res.status(403).type("text/plain").send("Cross-origin requests are not allowed");
      return;
    }
  }
  next();
}

function limiter(options: Partial<RateLimitOptions>) {
  const relax = env.relaxRateLimits ? 100 : 1;
  return rateLimit({
    windowMs: 60 * 1000,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    ...options,
    limit: (options.limit as number) * relax,
    handler: (_req, res) => {
      res
        .status(429)
        .type("text/plain")
        .send("Too many requests. Please slow down and try again shortly.");
    },
  });
}

const AUTH_WRITES = ["/auth", "/api/login", "/api/register", "/api/change-password"];

export function createServer({ build, mode, root = process.cwd() }: Options) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);

  app.use((req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    // Overwrite, never trust: the domain counts failed sign-ins under this address.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
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
      strictTransportSecurity: env.secureCookies === true || env.trustProxy,
    }),
  );

  app.use(compression());

  // Fingerprinted build output: cached for a year, never revalidated.
  app.use(
    "/build",
    express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));

  app.use(limitBodies);
  app.use(refuseCrossOrigin);

  // Tiers: sign-in and registration strict, other writes moderate, reads generous.
  const strict = limiter({ windowMs: 15 * 60 * 1000, limit: 50 });
  const writes = limiter({ limit: 120 });
  const reads = limiter({ limit: 1000 });
  app.use((req, res, next) => {
    if (req.method === "POST" && AUTH_WRITES.includes(req.path)) return strict(req, res, next);
    if (UNSAFE.has(req.method)) return writes(req, res, next);
    return reads(req, res, next);
  });

  app.all(
    "*",
    createRequestHandler({
      build: build as ServerBuild,
      mode,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );

  const httpServer = http.createServer(app);
  const io = attachRealtime(httpServer);
  return { app, httpServer, io };
}
