// A release update's description is plain text: lines starting "- " or "* " are
// bullets, other lines are paragraphs. It is never treated as HTML or Markdown.

import { escapeHtml } from "~/utils/escape-html";

export type NoteBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^[-*](?:\s+|$)/;

/**
 * The description as blocks: each non-blank line is a paragraph, and consecutive bullet lines
 * form one list. Blank lines only separate (a blank line ends a list). Leading spaces before a
 * bullet are allowed; an empty bullet is dropped.
 */
export function parseReleaseNotes(text: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  let list: string[] | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) {
      list = null;
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "");
      if (!item) continue;
      if (!list) {
        list = [];
        blocks.push({ kind: "list", items: list });
      }
      list.push(item);
    } else {
      list = null;
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

/** The description as a small HTML fragment (for feed readers), every piece of text escaped. */
export function releaseNotesHtml(text: string) {
  return parseReleaseNotes(text)
    .map((block) =>
      block.kind === "paragraph"
        ? `<p>${escapeHtml(block.text)}</p>`
        : `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    )
    .join("");
}

const UPDATE_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/**
 * The spec's 'MMMM d, yyyy' ("July 10, 2025"), in UTC: the server formats it, so every reader
 * sees the same day whatever their time zone.
 */
export function formatUpdateDate(date: Date) {
  return UPDATE_DATE.format(date);
}
