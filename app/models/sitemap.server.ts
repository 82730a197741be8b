import { categoriesForSitemap, postsForSitemap } from "~/models/forum.server";
import { tournamentsForSitemap } from "~/models/tournament.server";
import { xmlText } from "~/utils/xml";

// The sitemap is the union of its sources. A new kind of public page (forum posts, release
// notes…) adds one source to `sitemapSources`; nothing else changes.

export type SitemapEntry = {
  /** A path on this site, e.g. "/tournaments/12". */
  path: string;
  /** When the page's content last changed. */
  lastmod?: Date;
};

export type SitemapSource = {
  name: string;
  entries: () => Promise<SitemapEntry[]> | SitemapEntry[];
};

/** The pages that are always there. */
export const STATIC_PAGES = ["/", "/tournaments", "/rankings", "/updates"];

const staticPages: SitemapSource = {
  name: "pages",
  entries: () => STATIC_PAGES.map((path) => ({ path })),
};

const tournaments: SitemapSource = {
  name: "tournaments",
  entries: async () =>
    (await tournamentsForSitemap()).map((t) => ({
      path: `/tournaments/${t.id}`,
      lastmod: t.updatedAt,
    })),
};

// The category pages that have posts, then every post.
const forum: SitemapSource = {
  name: "forum",
  entries: async () => {
    const [categories, posts] = await Promise.all([categoriesForSitemap(), postsForSitemap()]);
    return [
      ...categories.map((c) => ({
        path: `/forum/category/${encodeURIComponent(c.category)}`,
        lastmod: c.updatedAt ?? undefined,
      })),
      ...posts.map((p) => ({ path: `/forum/post/${p.id}`, lastmod: p.updatedAt })),
    ];
  },
};

export const sitemapSources: SitemapSource[] = [staticPages, tournaments, forum];

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

/** Every source's entries, in source order, without duplicates, within the protocol's limit. */
export async function sitemapEntries(sources: SitemapSource[] = sitemapSources) {
  const lists = await Promise.all(sources.map((source) => source.entries()));
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const entry of lists.flat()) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    entries.push(entry);
    if (entries.length === MAX_SITEMAP_URLS) break;
  }
  return entries;
}

/** The sitemap XML: absolute <loc> under `origin`, W3C datetime <lastmod>. */
export function renderSitemap(origin: string, entries: SitemapEntry[]) {
  const base = `${origin.replace(/\/+$/, "")}/`;
  const urls = entries.map((entry) => {
    const loc = `<loc>${xmlText(new URL(entry.path, base).href)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
