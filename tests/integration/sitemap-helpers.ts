import { expect } from "vitest";
import { parseXml } from "./xml-tree";

/**
 * Reads the whole sitemap as a crawler does: the index at /sitemap.xml, then every part it
 * names (each checked to be a well-formed urlset). `parts` holds each part's XML, in order.
 */
export async function readSitemap(get: (path: string) => Promise<Response>, baseUrl: string) {
  const index = await get("/sitemap.xml");
  expect(index.status).toBe(200);
  const indexXml = await index.text();
  expect(parseXml(indexXml).name).toBe("sitemapindex");
  const partUrls = [...indexXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const parts: string[] = [];
  for (const url of partUrls) {
    expect(url.startsWith(`${baseUrl}/sitemap/`)).toBe(true);
    const res = await get(url.slice(baseUrl.length));
    expect(res.status, url).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(parseXml(xml).name).toBe("urlset");
    parts.push(xml);
  }
  const xml = parts.join("\n");
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  return { index, indexXml, partUrls, parts, xml, locs };
}
