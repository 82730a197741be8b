import { countEventsForSitemap, eventsForSitemap } from "~/models/event-view.server";
import { categoriesForSitemap, countPostsForSitemap, postsForSitemap } from "~/models/forum.server";
import { countPlayersForSitemap, playersForSitemap } from "~/models/player.server";
import { countTournamentsForSitemap, tournamentsForSitemap } from "~/models/tournament.server";
import { xmlText } from "~/utils/xml";

// /sitemap.xml is a sitemap index; each of its parts is one section's page of at most
// SITEMAP_PART_URLS URLs, read from the database a page at a time. A new kind of public page adds
// one section to `sitemapSections`; nothing else changes.

export type SitemapEntry = {
  /** A path on this site, e.g. "/tournaments/12". */
  path: string;
  /** When the page's content last changed. */
  lastmod?: Date;
};

export type SitemapSection = {
  name: string;
  count: () => Promise<number> | number;
  /** The section's entries from `skip`, at most `take`, in a stable order. */
  entries: (skip: number, take: number) => Promise<SitemapEntry[]> | SitemapEntry[];
};

/**
 * URLs per part. The protocol allows 50,000 per file (sitemaps.org); smaller parts keep each
 * response quick to build and to fetch.
 */
export const SITEMAP_PART_URLS = 10_000;

/** The pages that are always there. */
export const STATIC_PAGES = ["/", "/tournaments", "/rankings", "/updates"];

// The static pages, then the forum's category pages that have posts: a handful, one part.
const pages: SitemapSection = {
  name: "pages",
  count: () => 1,
  entries: async () => [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...(await categoriesForSitemap()).map((c) => ({
      path: `/forum/category/${encodeURIComponent(c.category)}`,
      lastmod: c.updatedAt ?? undefined,
    })),
  ],
};

const tournaments: SitemapSection = {
  name: "tournaments",
  count: countTournamentsForSitemap,
  entries: async (skip, take) =>
    (await tournamentsForSitemap(skip, take)).map((t) => ({
      path: `/tournaments/${t.id}`,
      lastmod: t.updatedAt,
    })),
};

const forumPosts: SitemapSection = {
  name: "forum",
  count: countPostsForSitemap,
  entries: async (skip, take) =>
    (await postsForSitemap(skip, take)).map((p) => ({
      path: `/forum/post/${p.id}`,
      lastmod: p.updatedAt,
    })),
};

const events: SitemapSection = {
  name: "events",
  count: countEventsForSitemap,
  entries: async (skip, take) =>
    (await eventsForSitemap(skip, take)).map((e) => ({
      path: `/events/${e.id}`,
      lastmod: e.updatedAt,
    })),
};

const players: SitemapSection = {
  name: "players",
  count: countPlayersForSitemap,
  entries: async (skip, take) =>
    (await playersForSitemap(skip, take)).map((p) => ({
      path: `/players/${encodeURIComponent(p.username)}`,
      lastmod: p.updatedAt,
    })),
};

export const sitemapSections: SitemapSection[] = [pages, tournaments, events, players, forumPosts];

const partsOf = (count: number) => Math.max(1, Math.ceil(count / SITEMAP_PART_URLS));

/** The index: the name of every part, e.g. "pages-1", "forum-1", "forum-2". */
export async function sitemapParts(sections: SitemapSection[] = sitemapSections) {
  const counts = await Promise.all(sections.map((section) => section.count()));
  return sections.flatMap((section, i) =>
    Array.from({ length: partsOf(counts[i]) }, (_, k) => `${section.name}-${k + 1}`),
  );
}

/** One part's entries, or null when there is no such part (a 404, so crawlers stop). */
export async function sitemapPart(
  name: string,
  sections: SitemapSection[] = sitemapSections,
): Promise<SitemapEntry[] | null> {
  const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(name);
  const section = match && sections.find((s) => s.name === match[1]);
  if (!section) return null;
  const part = Number(match[2]);
  if (part > partsOf(await section.count())) return null;
  return section.entries((part - 1) * SITEMAP_PART_URLS, SITEMAP_PART_URLS);
}

const siteBase = (origin: string) => `${origin.replace(/\/+$/, "")}/`;
const xmlDocument = (root: string, lines: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${root}>`,
    "",
  ].join("\n");

/** Where a part is served: /sitemap/<name>.xml. */
export const sitemapPartPath = (name: string) => `/sitemap/${name}.xml`;

/** The sitemap index XML: one <sitemap> per part, absolute <loc> under `origin`. */
export function renderSitemapIndex(origin: string, parts: string[]) {
  const base = siteBase(origin);
  return xmlDocument(
    "sitemapindex",
    parts.map(
      (part) =>
        `  <sitemap><loc>${xmlText(new URL(sitemapPartPath(part), base).href)}</loc></sitemap>`,
    ),
  );
}

/** A part's XML: absolute <loc> under `origin`, W3C datetime <lastmod>. */
export function renderSitemap(origin: string, entries: SitemapEntry[]) {
  const base = siteBase(origin);
  return xmlDocument(
    "urlset",
    entries.map((entry) => {
      const loc = `<loc>${xmlText(new URL(entry.path, base).href)}</loc>`;
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
      return `  <url>${loc}${lastmod}</url>`;
    }),
  );
}
