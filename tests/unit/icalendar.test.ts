import { describe, expect, it } from "vitest";
import { isCalendarDay } from "~/models/tournament-dates";
import {
  buildCalendar,
  escapeText,
  exclusiveEndDay,
  foldLine,
  formatDate,
  formatDateTime,
  parseCalendar,
  unescapeText,
  unfold,
  type CalendarEvent,
} from "~/utils/icalendar";

const octets = (s: string) => Buffer.byteLength(s, "utf8");

/** Every physical line of a folded text (without its CRLF). */
const physicalLines = (text: string) => text.split("\r\n");

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "tournament-1@example.com",
  stamp: new Date("2026-03-01T12:34:56.789Z"),
  created: new Date("2026-02-01T08:00:00.000Z"),
  startDay: "2026-03-14",
  endDay: "2026-03-15",
  summary: "Spring Showdown",
  description: "Singles, doubles; crews.\nBring a setup!",
  location: "Austin, TX",
  url: "https://example.com/tournaments/1",
  categories: ["MAJOR"],
  ...overrides,
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  it("escapes the backslash first, so escapes are not doubled", () => {
    expect(escapeText("\\;")).toBe("\\\\\\;");
    expect(unescapeText(escapeText("\\;"))).toBe("\\;");
  });

  it("leaves colons and quotes alone and drops control characters but keeps tabs", () => {
    expect(escapeText('Time: 10:00 "sharp"')).toBe('Time: 10:00 "sharp"');
    expect(escapeText("a\u0000b\u0007c\td")).toBe("abc\td");
  });

  it("round-trips through unescapeText", () => {
    const text = "Prize: $1,000; C:\\melee\nLine two, with ü and 🎮";
    expect(unescapeText(escapeText(text))).toBe(text);
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("keeps every physical line within 75 octets, continuation lines starting with a space", () => {
    const folded = foldLine(`DESCRIPTION:${"abc ".repeat(100)}`);
    const lines = physicalLines(folded);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(folded).not.toMatch(/[^\r]\n/);
  });

  it("never splits a multi-byte character, and unfolding restores the text", () => {
    // 2-, 3- and 4-byte characters (ü, 日, 🎮 as a surrogate pair) at every alignment.
    for (let pad = 0; pad < 4; pad++) {
      const line = `SUMMARY:${"a".repeat(pad)}${"ü日🎮".repeat(40)}`;
      const folded = foldLine(line);
      for (const physical of physicalLines(folded)) {
        expect(octets(physical)).toBeLessThanOrEqual(75);
        // A split character would come back from the UTF-8 round trip as U+FFFD.
        const bytes = Buffer.from(physical, "utf8");
        expect(bytes.toString("utf8")).toBe(physical);
        expect(physical).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        expect(physical).not.toMatch(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }
      expect(unfold(folded)).toEqual([line]);
    }
  });

  it("fills lines as far as a character allows (no needless short lines)", () => {
    const lines = physicalLines(foldLine("日".repeat(60)));
    expect(octets(lines[0])).toBe(75); // 25 × 3
    expect(octets(lines[1])).toBe(1 + 72); // space + 24 × 3 (a 25th would make 76)
  });
});

describe("dates", () => {
  it("writes DATE and UTC DATE-TIME values", () => {
    expect(formatDate("2026-03-14")).toBe("20260314");
    expect(formatDateTime(new Date("2026-03-01T12:34:56.789Z"))).toBe("20260301T123456Z");
  });

  it("refuses anything that is not a calendar day", () => {
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-3-1")).toBe(false);
    expect(() => formatDate("soon")).toThrow();
  });

  it("makes DTEND exclusive: the day after the last day, across months and years", () => {
    expect(exclusiveEndDay("2026-03-14", "2026-03-15")).toBe("2026-03-16");
    expect(exclusiveEndDay("2026-03-14", "2026-03-14")).toBe("2026-03-15");
    expect(exclusiveEndDay("2026-02-27", "2026-02-28")).toBe("2026-03-01");
    expect(exclusiveEndDay("2028-02-28", "2028-02-29")).toBe("2028-03-01");
    expect(exclusiveEndDay("2026-12-30", "2026-12-31")).toBe("2027-01-01");
    // Across a daylight-saving change in any server time zone.
    expect(exclusiveEndDay("2026-03-28", "2026-03-29")).toBe("2026-03-30");
    expect(exclusiveEndDay("2026-11-01", "2026-11-01")).toBe("2026-11-02");
  });

  it("reads an end before the start as a one-day event", () => {
    expect(exclusiveEndDay("2026-03-14", "2026-03-10")).toBe("2026-03-15");
  });
});

describe("buildCalendar", () => {
  const calendar = (events: CalendarEvent[]) =>
    buildCalendar({
      prodId: "-//Melee Hub//Tournaments//EN",
      name: "Melee Hub Tournaments",
      refreshInterval: "PT1H",
      events,
    });

  it("writes a VCALENDAR with the required properties, CRLF line ends and a final CRLF", () => {
    const text = calendar([event()]);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const parsed = parseCalendar(text);
    expect(parsed.properties.VERSION.value).toBe("2.0");
    expect(parsed.properties.PRODID.value).toBe("-//Melee Hub//Tournaments//EN");
    expect(parsed.properties.CALSCALE.value).toBe("GREGORIAN");
    expect(parsed.properties.METHOD.value).toBe("PUBLISH");
    expect(parsed.properties["X-WR-CALNAME"].value).toBe("Melee Hub Tournaments");
    expect(parsed.properties["REFRESH-INTERVAL"]).toMatchObject({
      params: { VALUE: "DURATION" },
      value: "PT1H",
    });
  });

  it("writes each event with UID, DTSTAMP, all-day DTSTART/DTEND and escaped text", () => {
    const [parsed] = parseCalendar(calendar([event()])).events;
    expect(parsed.UID.value).toBe("tournament-1@example.com");
    expect(parsed.DTSTAMP.value).toBe("20260301T123456Z");
    expect(parsed.CREATED.value).toBe("20260201T080000Z");
    expect(parsed.DTSTART).toMatchObject({ params: { VALUE: "DATE" }, value: "20260314" });
    expect(parsed.DTEND).toMatchObject({ params: { VALUE: "DATE" }, value: "20260316" });
    expect(parsed.SUMMARY.value).toBe("Spring Showdown");
    expect(parsed.DESCRIPTION.value).toBe("Singles\\, doubles\\; crews.\\nBring a setup!");
    expect(unescapeText(parsed.DESCRIPTION.value)).toBe("Singles, doubles; crews.\nBring a setup!");
    expect(unescapeText(parsed.LOCATION.value)).toBe("Austin, TX");
    expect(parsed.URL.value).toBe("https://example.com/tournaments/1");
    expect(parsed.CATEGORIES.value).toBe("MAJOR");
  });

  it("folds long, multi-byte text so no physical line exceeds 75 octets", () => {
    const description = `${"Ñandú 🎮 ".repeat(50)}\nWith commas, semicolons; and \\ too`;
    const text = calendar([event({ description, summary: "日本 Melee ".repeat(20) })]);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const [parsed] = parseCalendar(text).events;
    expect(unescapeText(parsed.DESCRIPTION.value)).toBe(description);
    expect(unescapeText(parsed.SUMMARY.value)).toBe("日本 Melee ".repeat(20));
  });

  it("leaves out optional properties that are empty", () => {
    const [parsed] = parseCalendar(
      calendar([event({ description: "", location: "", url: undefined, categories: [] })]),
    ).events;
    expect(Object.keys(parsed).sort()).toEqual(
      ["UID", "DTSTAMP", "CREATED", "DTSTART", "DTEND", "SUMMARY", "STATUS", "TRANSP"].sort(),
    );
  });

  it("writes an empty but valid calendar when there are no events", () => {
    const parsed = parseCalendar(calendar([]));
    expect(parsed.events).toEqual([]);
    expect(parsed.properties.VERSION.value).toBe("2.0");
  });
});

describe("parseCalendar", () => {
  it("unfolds lines continued with a space or a tab", () => {
    expect(unfold("SUMMARY:Hel\r\n lo\r\n\tthere\r\nEND:X")).toEqual([
      "SUMMARY:Hello" + "there",
      "END:X",
    ]);
  });

  it("reads quoted parameter values containing colons", () => {
    const parsed = parseCalendar(
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nLOCATION;ALTREP="http://x.test/a":Here\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
    expect(parsed.events[0].LOCATION).toEqual({
      name: "LOCATION",
      params: { ALTREP: "http://x.test/a" },
      value: "Here",
    });
  });

  it("refuses unbalanced components", () => {
    expect(() => parseCalendar("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n")).toThrow();
    expect(() => parseCalendar("BEGIN:VCALENDAR\r\n")).toThrow();
  });
});
