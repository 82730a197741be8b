// An RSS 2.0 writer (https://www.rssboard.org/rss-specification). Every piece of text goes
// through xmlText (app/utils/xml.ts), so no title or description can break the document.

import { xmlText } from "~/utils/xml";

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
