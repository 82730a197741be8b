import { describe, expect, it } from "vitest";
import { buildRss, rfc822, type RssChannel, type RssItem } from "~/utils/rss";
import { xmlText } from "~/utils/xml";

const item = (overrides: Partial<RssItem> = {}): RssItem => ({
  title: "v1.4.1: Enhanced Profile System",
  link: "https://example.com/updates#update-abc",
  guid: "release-update-abc",
  pubDate: new Date("2025-07-10T12:00:00Z"),
  category: "New Feature",
  description: "<p>Profile customization</p>",
  ...overrides,
});

const channel = (items: RssItem[] = [item()]): RssChannel => ({
  title: "Melee Hub Release Notes",
  link: "https://example.com/updates",
  selfUrl: "https://example.com/updates.rss",
  description: "New features & fixes",
  language: "en",
  lastBuildDate: new Date("2025-07-11T08:30:00Z"),
  items,
});

/** The text between <tag> and </tag>, every occurrence. */
const textsOf = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => m[1]);

describe("xmlText", () => {
  it("escapes the five XML-special characters", () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });

  it("drops characters XML 1.0 forbids and keeps tab, newlines and emoji", () => {
    expect(xmlText("a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf")).toBe("abcdef");
    expect(xmlText("tab\there\nline\r🎮")).toBe("tab\there\nline\r🎮");
    expect(xmlText("lone \uD83C high, lone \uDFAE low")).toBe("lone  high, lone  low");
  });

  it("leaves an escaped entity escaped again (text, not markup)", () => {
    expect(xmlText("&amp;")).toBe("&amp;amp;");
  });
});

describe("rfc822", () => {
  it("writes RFC 822 dates in GMT", () => {
    expect(rfc822(new Date("2025-07-10T12:00:00Z"))).toBe("Thu, 10 Jul 2025 12:00:00 GMT");
    expect(rfc822(new Date("2025-01-05T03:04:05.678Z"))).toBe("Sun, 05 Jan 2025 03:04:05 GMT");
  });
});

describe("buildRss", () => {
  it("writes an RSS 2.0 channel with its self link", () => {
    const xml = buildRss(channel());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<title>Melee Hub Release Notes</title>");
    expect(xml).toContain("<link>https://example.com/updates</link>");
    expect(xml).toContain("<description>New features &amp; fixes</description>");
    expect(xml).toContain("<language>en</language>");
    expect(xml).toContain("<lastBuildDate>Fri, 11 Jul 2025 08:30:00 GMT</lastBuildDate>");
    expect(xml).toContain(
      '<atom:link href="https://example.com/updates.rss" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  });

  it("writes each item's fields, with a non-permalink guid", () => {
    const xml = buildRss(channel());
    expect(xml).toContain("<title>v1.4.1: Enhanced Profile System</title>");
    expect(xml).toContain("<link>https://example.com/updates#update-abc</link>");
    expect(xml).toContain('<guid isPermaLink="false">release-update-abc</guid>');
    expect(xml).toContain("<pubDate>Thu, 10 Jul 2025 12:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>New Feature</category>");
    expect(xml).toContain("<description>&lt;p&gt;Profile customization&lt;/p&gt;</description>");
  });

  it("keeps the items in the order given and leaves out an absent category", () => {
    const xml = buildRss(
      channel([item({ guid: "b", category: undefined }), item({ guid: "a", category: "Fix" })]),
    );
    expect(textsOf(xml, "guid")).toEqual(["b", "a"]);
    expect(textsOf(xml, "category")).toEqual(["Fix"]);
  });

  it("never lets item text break the document", () => {
    const hostile = `</title></item><item><title>x]]>&bogus;\u0001`;
    const xml = buildRss(
      channel([item({ title: hostile, description: hostile, guid: hostile, link: hostile })]),
    );
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml.match(/<\/item>/g)).toHaveLength(1);
    expect(xml).not.toContain("\u0001");
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
    expect(textsOf(xml, "title")[1]).toBe(
      "&lt;/title&gt;&lt;/item&gt;&lt;item&gt;&lt;title&gt;x]]&gt;&amp;bogus;",
    );
  });

  it("writes an empty channel", () => {
    const xml = buildRss(channel([]));
    expect(xml).not.toContain("<item>");
    expect(xml).toContain("</channel>");
  });
});
