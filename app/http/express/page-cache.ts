import { parse as parseCookies } from "cookie";
import type { Request as ExpressRequest, Response } from "express";
import { LRUCache } from "lru-cache";
import { routeOf } from "~/http/express/classify-request";
import { isOwnNavigation } from "~/http/fetch-site.server";
import { siteOrigin } from "~/http/seo.server";
import { getSessionId } from "~/http/session.server";
import { newIdempotencyKey } from "~/models/idempotency.server";
import { contentVersion, writeVersion } from "~/server/content-version.server";
import { currentRequest } from "~/server/request-context.server";

/**
 * Pages kept in this process as rendered HTML, the way Discourse serves anonymous visitors and
 * crawlers, in two kinds:
 *
 * - A guest's page is kept under the content version it was rendered at, so any write to a shown
 *   table (on any instance, with Redis) makes every kept page unreachable; shared by all guests.
 * - A signed-in player's page is kept for their session alone, under the write version (every
 *   write moves it: a chat message, a friend coming online, their session signed out elsewhere),
 *   and no longer than until the session's expiry next slides or ends, so a kept page never
 *   outlives the session or skips the slide that keeps it alive.
 *
 * Only a GET document request whose cookies are the theme (part of the key) and a session is
 * kept, answered 200 as HTML without Set-Cookie or `no-store` (nor `private` for a guest). A flash toast or any other cookie
 * bypasses it. The TTL bounds what only time changes ("in 2 days", this week's tournaments).
 * What differs between two renderings of one page is cut out as it is stored and stamped afresh
 * as it is sent: the CSP nonce, and a player's form key (two tabs must never share one, or the
 * second tab's comment would be taken for a resend of the first's).
 */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
const THEME_COOKIE = "theme";
const SESSION_COOKIE = "__session";

type Stamp = "nonce" | "formKey";

/**
 * A kept page as the bytes around each place a stamp goes, encoded once: sending it writes them
 * with the request's stamps between, with no per-request scan, encoding or hashing of the HTML.
 */
type Page = {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /** The stamp between part i and part i + 1. */
  stamps: Stamp[];
  bytes: number;
  /** When a player's copy must be rendered again (the session's next slide), else Infinity. */
  keepUntil: number;
};

const lru = () =>
  new LRUCache<string, Page>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.bytes + 512,
    ttl: PAGE_TTL_MS,
  });
// Apart, so players' pages (one copy per session) never push the guests' shared ones out.
const guestPages = lru();
const playerPages = lru();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function keptPage(
  response: { status: number; headers: [string, string][] },
  html: string,
  marks: Record<Stamp, string | null>,
  keepUntil: number,
): Page {
  const byMark = new Map<string, Stamp>();
  for (const stamp of ["nonce", "formKey"] as const) {
    const mark = marks[stamp];
    if (mark) byMark.set(mark, stamp);
  }
  const pattern = new RegExp(`(${[...byMark.keys()].map(escapeRegExp).join("|")})`);
  const pieces = html.split(pattern);
  const parts = pieces.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part));
  const stamps = pieces.filter((_, i) => i % 2 === 1).map((mark) => byMark.get(mark)!);
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  return { ...response, parts, stamps, bytes, keepUntil };
}

function sendKept(res: Response, page: Page, header: string, values: Record<Stamp, Buffer>) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader(header, "hit");
  const stamped = page.stamps.reduce((sum, stamp) => sum + values[stamp].length, 0);
  res.setHeader("Content-Length", page.bytes + stamped);
  page.parts.forEach((part, index) => {
    if (index > 0) res.write(values[page.stamps[index - 1]]);
    res.write(part);
  });
  res.end();
}

type Viewer = { key: string; sessionId: string | null };

/**
 * Whose page this request asks for, or null when it is not a document request that may be kept.
 * The origin in the key is the one the page builds its absolute URLs from (SITE_URL, else the
 * request's), so a page is only ever served to requests that would have rendered the same URLs.
 * The session id is the one the cookie's signature vouches for.
 */
async function viewerOf(
  req: ExpressRequest,
  res: Response,
  request: globalThis.Request,
): Promise<Viewer | null> {
  if (req.method !== "GET" || !routeOf(res).document) return null;
  let theme = "";
  let sessionId: string | null = null;
  if (req.headers.cookie) {
    const cookies = parseCookies(req.headers.cookie);
    for (const name of Object.keys(cookies)) {
      if (name !== THEME_COOKIE && name !== SESSION_COOKIE) return null;
    }
    theme = cookies[THEME_COOKIE] ?? "";
    if (cookies[SESSION_COOKIE] !== undefined) {
      sessionId = await getSessionId(req.headers.cookie);
      if (!sessionId) return null;
    }
  }
  const key = `${siteOrigin(request)}|${theme}|${req.originalUrl}`;
  if (!sessionId) return { key, sessionId };
  // A player's own visit may mark things seen where another site's link to the page may not:
  // the two are rendered, and kept, apart.
  const own = isOwnNavigation(request) ? "own" : "sent";
  return { key: `${sessionId}|${own}|${key}`, sessionId };
}

/**
 * Sends this request's kept page and returns true, or returns a function that keeps the page
 * Remix renders for it (null when the request's page cannot be kept).
 */
export async function serveKeptPage(
  req: ExpressRequest,
  res: Response,
  request: globalThis.Request,
): Promise<true | ((response: globalThis.Response) => Promise<globalThis.Response>) | null> {
  const viewer = await viewerOf(req, res, request);
  if (viewer === null) return null;
  const { sessionId } = viewer;
  const version = await (sessionId ? writeVersion() : contentVersion());
  if (version === null) return null;
  const pages = sessionId ? playerPages : guestPages;
  const header = sessionId ? "X-Session-Cache" : "X-Guest-Cache";
  const versionedKey = `${version}|${viewer.key}`;
  const nonce = res.locals.cspNonce as string;
  const page = pages.get(versionedKey);
  if (page && page.keepUntil > Date.now()) {
    sendKept(res, page, header, {
      nonce: Buffer.from(nonce),
      formKey: Buffer.from(sessionId ? newIdempotencyKey() : ""),
    });
    return true;
  }
  return async (response) => {
    const rendered = currentRequest();
    // A player's page is kept only when it was rendered for the cookie's own live session.
    const session = rendered?.session;
    if (!keepable(response, sessionId !== null) || (sessionId && session?.id !== sessionId)) {
      return response;
    }
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name));
    const marks = { nonce, formKey: sessionId ? (rendered?.formKey ?? null) : null };
    const keepUntil = sessionId ? session!.keepUntil : Infinity;
    const kept = keptPage({ status: response.status, headers }, html, marks, keepUntil);
    pages.set(versionedKey, kept);
    const sent = new Headers(headers);
    sent.set(header, "miss");
    return new Response(html, { status: response.status, headers: sent });
  };
}

// Recomputed (length, encoding) or never kept (a cookie would be a bug in a kept page).
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "set-cookie"]);

/** A page may be kept: a player's may be private (it is kept for them alone), a guest's not. */
function keepable(response: globalThis.Response, forSession: boolean) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !(forSession ? /\bno-store\b/ : /\b(private|no-store)\b/).test(cacheControl)
  );
}
