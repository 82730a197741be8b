import { addDaysToDay, isCalendarDay } from "~/models/tournament-dates";

// A small iCalendar (RFC 5545) writer for published feeds of all-day events, and the reader the
// tests use to check what it wrote. Pure functions: no clock, no request, no database.

const CRLF = "\r\n";
/** RFC 5545 §3.1: content lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const MAX_LINE_OCTETS = 75;

export type CalendarEvent = {
  /** Globally unique and stable across requests, e.g. tournament-12@example.com. */
  uid: string;
  /** When this copy of the event was written (UTC). */
  stamp: Date;
  /** When the event was first created, if known. */
  created?: Date;
  /** First day, "yyyy-MM-dd". */
  startDay: string;
  /** Last day, inclusive, "yyyy-MM-dd" (written exclusive, as RFC 5545 wants). */
  endDay: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  categories?: string[];
};

export type Calendar = {
  /** Who wrote the feed, e.g. "-//Melee Hub//Tournaments//EN". */
  prodId: string;
  /** The name calendar apps show for the subscription (X-WR-CALNAME). */
  name: string;
  description?: string;
  /** How often subscribers should refresh, as an ISO 8601 duration (e.g. "PT1H"). */
  refreshInterval?: string;
  events: CalendarEvent[];
};

/** TEXT escaping (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(text: string) {
  return (
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // Other control characters are not allowed in a TEXT value (HTAB is).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** The reverse of escapeText. */
export function unescapeText(text: string) {
  return text.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds one content line (§3.1): no physical line longer than 75 octets, continuation lines start
 * with a space, and a fold never falls inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string, maxOctets = MAX_LINE_OCTETS) {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  let room = maxOctets;
  // for…of walks code points, so surrogate pairs stay together.
  for (const char of line) {
    const octets = utf8Length(char.codePointAt(0)!);
    if (size + octets > room) {
      lines.push(current);
      current = "";
      size = 0;
      room = maxOctets - 1; // the leading space of a continuation line counts
    }
    current += char;
    size += octets;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** "2026-03-01" → "20260301" (a DATE value). */
export function formatDate(day: string) {
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  return day.replace(/-/g, "");
}

/** A UTC DATE-TIME value: 20260301T120000Z. */
export function formatDateTime(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/**
 * DTEND of an all-day event is exclusive: the day after the last day. An end before the start
 * is read as a one-day event, so DTEND always follows DTSTART.
 */
export function exclusiveEndDay(startDay: string, endDay: string) {
  return addDaysToDay(endDay < startDay ? startDay : endDay, 1);
}

type Param = Record<string, string>;

/** One unfolded content line: NAME;PARAM=VALUE:value (the value already escaped if TEXT). */
function contentLine(name: string, value: string, params: Param = {}) {
  const paramText = Object.entries(params)
    .map(([key, v]) => `;${key}=${/[;:,"]/.test(v) ? `"${v.replace(/"/g, "")}"` : v}`)
    .join("");
  return `${name}${paramText}:${value}`;
}

function eventLines(event: CalendarEvent) {
  const lines = [
    "BEGIN:VEVENT",
    contentLine("UID", escapeText(event.uid)),
    contentLine("DTSTAMP", formatDateTime(event.stamp)),
  ];
  if (event.created) lines.push(contentLine("CREATED", formatDateTime(event.created)));
  lines.push(
    contentLine("DTSTART", formatDate(event.startDay), { VALUE: "DATE" }),
    contentLine("DTEND", formatDate(exclusiveEndDay(event.startDay, event.endDay)), {
      VALUE: "DATE",
    }),
    contentLine("SUMMARY", escapeText(event.summary)),
  );
  if (event.description) lines.push(contentLine("DESCRIPTION", escapeText(event.description)));
  if (event.location) lines.push(contentLine("LOCATION", escapeText(event.location)));
  if (event.url) lines.push(contentLine("URL", event.url, { VALUE: "URI" }));
  if (event.categories?.length) {
    lines.push(contentLine("CATEGORIES", event.categories.map(escapeText).join(",")));
  }
  // Tournaments do not make anyone busy in free/busy lookups.
  lines.push("STATUS:CONFIRMED", "TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

/** The whole VCALENDAR object: folded lines, each ended by CRLF. */
export function buildCalendar(calendar: Calendar) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    contentLine("PRODID", escapeText(calendar.prodId)),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    contentLine("X-WR-CALNAME", escapeText(calendar.name)),
  ];
  if (calendar.description) {
    lines.push(contentLine("X-WR-CALDESC", escapeText(calendar.description)));
  }
  if (calendar.refreshInterval) {
    lines.push(
      contentLine("REFRESH-INTERVAL", calendar.refreshInterval, { VALUE: "DURATION" }),
      contentLine("X-PUBLISHED-TTL", calendar.refreshInterval),
    );
  }
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return lines.map((line) => foldLine(line) + CRLF).join("");
}

// ---------------------------------------------------------------------------------------------
// Reading (for tests and tools): unfolding and a minimal content-line parser.

/** Unfolds (§3.1): a line break followed by one space or tab continues the previous line. */
export function unfold(text: string) {
  return text.replace(/\r\n[ \t]/g, "").split(CRLF);
}

export type ContentLine = { name: string; params: Param; value: string };

/** Splits NAME;PARAM=VALUE;PARAM="QUOTED":value at the first colon outside quotes. */
export function parseContentLine(line: string): ContentLine {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`Not a content line: ${line}`);
  const [name, ...paramParts] = line.slice(0, colon).split(";");
  const params: Param = {};
  for (const part of paramParts) {
    const eq = part.indexOf("=");
    params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"(.*)"$/, "$1");
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

export type ParsedCalendar = {
  properties: Record<string, ContentLine>;
  events: Record<string, ContentLine>[];
};

/** Reads a VCALENDAR's own properties and its VEVENTs (one entry per property name). */
export function parseCalendar(text: string): ParsedCalendar {
  const lines = unfold(text);
  if (lines.at(-1) === "") lines.pop();
  const calendar: ParsedCalendar = { properties: {}, events: [] };
  const stack: string[] = [];
  let event: Record<string, ContentLine> | null = null;
  for (const raw of lines) {
    const line = parseContentLine(raw);
    if (line.name === "BEGIN") {
      stack.push(line.value);
      if (line.value === "VEVENT") event = {};
    } else if (line.name === "END") {
      if (stack.pop() !== line.value) throw new Error(`Unbalanced END:${line.value}`);
      if (line.value === "VEVENT" && event) {
        calendar.events.push(event);
        event = null;
      }
    } else if (event) {
      event[line.name] = line;
    } else if (stack.at(-1) === "VCALENDAR") {
      calendar.properties[line.name] = line;
    }
  }
  if (stack.length) throw new Error(`Unclosed BEGIN:${stack.at(-1)}`);
  return calendar;
}
