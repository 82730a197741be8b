import { parse as parseCookies } from "cookie";
import type { Request as ExpressRequest, Response } from "express";
import { LRUCache } from "lru-cache";
import { routeOf } from "~/http/express/classify-request";
import { siteOrigin } from "~/http/seo.server";
import { contentVersion } from "~/server/content-version.server";

/**
 * Guests' pages, kept in this process as rendered HTML, the way Discourse serves anonymous
 * visitors and crawlers. A page is kept under the content version it was rendered at, so any
 * write to a shown table (on any instance, with Redis) makes every kept page unreachable; the
 * TTL bounds what only time changes ("in 2 days", this week's tournaments).
 *
 * Only a guest's page is kept: a GET document request whose only cookie is the theme (part of the
 * key), answered 200 as HTML without Set-Cookie or a private Cache-Control. A session or a flash
 * toast cookie bypasses it. The CSP nonce is cut out as the page is stored and the request's own
 * nonce stamped in as it is sent.
 */
const GUEST_PAGE_TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
const THEME_COOKIE = "theme";

/**
 * A kept page as the bytes around each place its nonce goes, encoded once: sending it writes
 * them with the request's nonce between, with no per-request scan, encoding or hashing of the
 * HTML (an ETag over a body that holds a fresh nonce could never match anyway).
 */
type Page = { status: number; headers: [string, string][]; parts: Buffer[]; bytes: number };

const pages = new LRUCache<string, Page>({
  maxSize: MAX_BYTES,
  sizeCalculation: (page) => page.bytes + 512,
  ttl: GUEST_PAGE_TTL_MS,
});

function keptPage(status: number, headers: [string, string][], html: string, nonce: string): Page {
  const parts = html.split(nonce).map((part) => Buffer.from(part));
  return { status, headers, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

function sendKept(res: Response, page: Page, nonce: string) {
  const stamp = Buffer.from(nonce);
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Guest-Cache", "hit");
  res.setHeader("Content-Length", page.bytes + stamp.length * (page.parts.length - 1));
  page.parts.forEach((part, index) => {
    if (index > 0) res.write(stamp);
    res.write(part);
  });
  res.end();
}

/**
 * The key of this request's page, or null when it is not a guest's document request. The origin
 * in it is the one the page builds its absolute URLs from (SITE_URL, else the request's), so a
 * page is only ever served to requests that would have rendered the same URLs.
 */
function keyOf(req: ExpressRequest, res: Response, request: globalThis.Request): string | null {
  if (req.method !== "GET" || !routeOf(res).document) return null;
  let theme = "";
  if (req.headers.cookie) {
    const cookies = parseCookies(req.headers.cookie);
    for (const name of Object.keys(cookies)) {
      if (name !== THEME_COOKIE) return null;
    }
    theme = cookies[THEME_COOKIE] ?? "";
  }
  return `${siteOrigin(request)}|${theme}|${req.originalUrl}`;
}

/**
 * Sends this guest request's kept page and returns true, or returns a function that keeps the
 * page Remix renders for it (null when the request is not a guest's page or nothing can be kept).
 */
export async function serveGuestPage(
  req: ExpressRequest,
  res: Response,
  request: globalThis.Request,
): Promise<true | ((response: globalThis.Response) => Promise<globalThis.Response>) | null> {
  const key = keyOf(req, res, request);
  if (key === null) return null;
  const version = await contentVersion();
  if (version === null) return null;
  const versionedKey = `${version}|${key}`;
  const nonce = res.locals.cspNonce as string;
  const page = pages.get(versionedKey);
  if (page) {
    sendKept(res, page, nonce);
    return true;
  }
  return async (response) => {
    if (!keepable(response)) return response;
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name));
    pages.set(versionedKey, keptPage(response.status, headers, html, nonce));
    const sent = new Headers(headers);
    sent.set("X-Guest-Cache", "miss");
    return new Response(html, { status: response.status, headers: sent });
  };
}

// Recomputed (length, encoding) or never kept (a cookie would be a bug in a guest's page).
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "set-cookie"]);

function keepable(response: globalThis.Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}
