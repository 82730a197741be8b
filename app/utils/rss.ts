// An RSS 2.0 writer (https://www.rssboard.org/rss-specification). Every piece of text goes
// through xmlText, so no title or description can break the document.

export type RssItem = {
  title: string;
  /** Absolute URL of the item on the site. */
  link: string;
  /** A stable id that is not a URL (written with isPermaLink="false"). */
  guid: string;
  pubDate: Date;
  category?: string;
  /** An HTML fragment; it is escaped here, as RSS carries HTML as escaped text. */
  description: string;
};

export type RssChannel = {
  title: string;
  /** The site page the feed is about. */
  link: string;
  /** The feed's own URL (atom:link rel="self", which feed validators ask for). */
  selfUrl: string;
  description: string;
  language: string;
  lastBuildDate: Date;
  items: RssItem[];
};

// Characters XML 1.0 forbids even as references: C0 controls other than tab, LF and CR,
// U+FFFE/U+FFFF, and UTF-16 halves that are not part of a pair.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe for XML character data and attribute values: forbidden characters dropped, the rest escaped. */
export function xmlText(text: string) {
  return text
    .replace(NOT_XML, "")
    .replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
    );
}

/** RFC 822 date-time as RSS wants it, in GMT: "Thu, 10 Jul 2025 12:00:00 GMT". */
export function rfc822(date: Date) {
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function renderItem(item: RssItem) {
  return [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.link)}`,
    `      <guid isPermaLink="false">${xmlText(item.guid)}</guid>`,
    `      ${element("pubDate", rfc822(item.pubDate))}`,
    item.category ? `      ${element("category", item.category)}` : null,
    `      ${element("description", item.description)}`,
    "    </item>",
  ].filter((line) => line !== null);
}

/** The whole feed document, items in the order given. */
export function buildRss(channel: RssChannel) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language)}`,
    `    ${element("lastBuildDate", rfc822(channel.lastBuildDate))}`,
    `    <atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...channel.items.flatMap(renderItem),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
