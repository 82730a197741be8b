// First-load JavaScript, counted the way a browser pays it: one measure shared by `npm run bench`
// (its table) and tests/integration/first-load-js.test.ts (which fails when a page grows past it).
import { gzipSync } from "node:zlib";

/** Issue 28's goal for every page below, in KB of gzip. */
export const FIRST_LOAD_JS_KB = 100;

/**
 * A page whose first load is measured; `signedIn` pages are loaded with a player's cookie. The
 * label names the page whatever the ids (`/tournaments/{id} (guest)`).
 */
export type FirstLoadPage = { label: string; path: string; signedIn: boolean };

/** The paths of issue 28's pages that take an id; `player` is a player's page (`/players/Tag`). */
export type FirstLoadPaths = { tournament: string; post: string; event: string; player: string };

/** Issue 28's pages, guest and signed in. */
export function firstLoadPages(paths: FirstLoadPaths): FirstLoadPage[] {
  const page = (path: string, signedIn: boolean, label = path) => ({
    label: `${label} (${signedIn ? "signed in" : "guest"})`,
    path,
    signedIn,
  });
  return [
    page("/", false),
    page("/tournaments", false),
    page(paths.tournament, false, "/tournaments/{id}"),
    page("/rankings", false),
    page(paths.post, false, "/forum/post/{id}"),
    page("/updates", false),
    page("/search?q=melee", false),
    page(paths.event, false, "/events/{id} (a bracket)"),
    page(paths.player, false, "/players/{tag}"),
    page("/", true),
    page("/tournaments", true),
    page(paths.post, true, "/forum/post/{id}"),
    page("/friends", true),
    page("/messages", true),
    page("/score-tracker", true),
  ];
}

/** The site's links to pages with ids, as its pages (and the events sitemap) write them. */
export const SITE_LINKS = {
  tournament: /\/tournaments\/[A-Za-z0-9_-]+(?=")/,
  post: /\/forum\/post\/[A-Za-z0-9_-]+(?=")/,
  category: /\/forum\/category\/[A-Za-z0-9_-]+(?=")/,
  event: /\/events\/\d+(?=<)/,
};

/** The first link of this shape in a page of the site: real ids, whatever the database. */
export function firstLink(html: string, pattern: RegExp, what: string) {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no ${what} link found`);
  return match[0];
}

/** What `body` weighs gzipped, in KB, as the server's compression sends it. */
export const gzipKb = (body: Buffer | string) => gzipSync(body).length / 1024;

/** Ids from the site's own links: its first tournament, the home page's first post, an event. */
export async function findFirstLoadPaths(baseUrl: string, player: string): Promise<FirstLoadPaths> {
  const page = async (path: string) => (await fetch(baseUrl + path)).text();
  return {
    tournament: firstLink(await page("/tournaments"), SITE_LINKS.tournament, "tournament"),
    post: firstLink(await page("/"), SITE_LINKS.post, "forum post"),
    event: firstLink(await page("/sitemap/events-1.xml"), SITE_LINKS.event, "event"),
    player: `/players/${encodeURIComponent(player)}`,
  };
}

/**
 * Every /build/ script a document makes the browser fetch before it runs: `<script src>`,
 * `<link rel="modulepreload">` and the static imports of its inline module scripts.
 */
export function firstLoadScripts(html: string) {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(tag)) urls.add(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? "");
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src);
  for (const [, src] of html.matchAll(/(?:from|import)\s*\(?\s*"(\/build\/[^"]+)"/g)) {
    urls.add(src);
  }
  return [...urls].filter((url) => url.startsWith("/build/"));
}

export type FirstLoad = { kb: number; files: { url: string; kb: number }[] };

/**
 * Measures pages' first-load JavaScript against a running server: each script gzipped as the
 * server's compression sends it. Scripts shared by pages are fetched once per measurer.
 */
export function firstLoadMeasurer(baseUrl: string) {
  const sizes = new Map<string, Promise<number>>();
  const gzipKbOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetch(baseUrl + url).then(async (res) => {
        if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
        return gzipKb(Buffer.from(await res.arrayBuffer()));
      });
      sizes.set(url, size);
    }
    return size;
  };
  return async (path: string, cookie = ""): Promise<FirstLoad> => {
    const res = await fetch(baseUrl + path, {
      headers: cookie ? { Cookie: cookie } : {},
      redirect: "manual",
    });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    const urls = firstLoadScripts(await res.text());
    const files = await Promise.all(urls.map(async (url) => ({ url, kb: await gzipKbOf(url) })));
    return { kb: files.reduce((sum, file) => sum + file.kb, 0), files };
  };
}
