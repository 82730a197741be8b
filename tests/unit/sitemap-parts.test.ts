import { describe, expect, it } from "vitest";
import {
  SITEMAP_PART_URLS,
  sitemapPart,
  sitemapParts,
  type SitemapSection,
} from "~/models/sitemap.server";

// A section of `count` numbered pages, answering pages as the database would (skip/take).
function section(name: string, count: number): SitemapSection {
  return {
    name,
    count: () => count,
    entries: (skip, take) =>
      Array.from({ length: Math.max(0, Math.min(take, count - skip)) }, (_, i) => ({
        path: `/${name}/${skip + i + 1}`,
      })),
  };
}

describe("sitemap parts", () => {
  const sections = [section("pages", 4), section("posts", 2 * SITEMAP_PART_URLS + 1)];

  it("splits a section into parts of at most SITEMAP_PART_URLS URLs, never past 50,000", async () => {
    expect(SITEMAP_PART_URLS).toBeLessThanOrEqual(50_000);
    expect(await sitemapParts(sections)).toEqual(["pages-1", "posts-1", "posts-2", "posts-3"]);
    const parts = await Promise.all(
      ["posts-1", "posts-2", "posts-3"].map((n) => sitemapPart(n, sections)),
    );
    expect(parts.map((p) => p?.length)).toEqual([SITEMAP_PART_URLS, SITEMAP_PART_URLS, 1]);
    const paths = parts.flat().map((e) => e!.path);
    expect(new Set(paths).size).toBe(2 * SITEMAP_PART_URLS + 1);
    expect(paths.at(-1)).toBe(`/posts/${2 * SITEMAP_PART_URLS + 1}`);
  });

  it("keeps one (empty) part for an empty section and knows no other part", async () => {
    const empty = [section("posts", 0)];
    expect(await sitemapParts(empty)).toEqual(["posts-1"]);
    expect(await sitemapPart("posts-1", empty)).toEqual([]);
    for (const name of [
      "posts-2",
      "posts-0",
      "posts-01",
      "other-1",
      "posts",
      "posts-1.xml",
      "-1",
    ]) {
      expect(await sitemapPart(name, empty), name).toBeNull();
    }
  });
});
