import { describe, expect, it } from "vitest";
import { formatUpdateDate, parseReleaseNotes, releaseNotesHtml } from "~/models/release-notes";
import { escapeHtml } from "~/utils/escape-html";

describe("parseReleaseNotes", () => {
  it("turns '- ' and '* ' lines into one list and other lines into paragraphs", () => {
    expect(
      parseReleaseNotes("Intro line\n- first\n* second\nClosing line\nAnother paragraph"),
    ).toEqual([
      { kind: "paragraph", text: "Intro line" },
      { kind: "list", items: ["first", "second"] },
      { kind: "paragraph", text: "Closing line" },
      { kind: "paragraph", text: "Another paragraph" },
    ]);
  });

  it("skips blank lines, and a blank line ends a list", () => {
    expect(parseReleaseNotes("\n\n- a\n- b\n\n   \n- c\n\nText\n\n")).toEqual([
      { kind: "list", items: ["a", "b"] },
      { kind: "list", items: ["c"] },
      { kind: "paragraph", text: "Text" },
    ]);
  });

  it("reads CRLF and CR line endings and trims each line", () => {
    expect(parseReleaseNotes("  Para  \r\n  - indented bullet \r* star")).toEqual([
      { kind: "paragraph", text: "Para" },
      { kind: "list", items: ["indented bullet", "star"] },
    ]);
  });

  it("needs the space after the marker: '-5' and '*bold*' are paragraphs", () => {
    expect(parseReleaseNotes("-5 frames of lag\n*bold*\n--- rule")).toEqual([
      { kind: "paragraph", text: "-5 frames of lag" },
      { kind: "paragraph", text: "*bold*" },
      { kind: "paragraph", text: "--- rule" },
    ]);
  });

  it("drops empty bullets but keeps the list going", () => {
    expect(parseReleaseNotes("- one\n-\n*   \n- two")).toEqual([
      { kind: "list", items: ["one", "two"] },
    ]);
  });

  it("keeps markup characters as plain text", () => {
    expect(parseReleaseNotes("<b>bold</b> & <script>x</script>\n- a < b > c & d")).toEqual([
      { kind: "paragraph", text: "<b>bold</b> & <script>x</script>" },
      { kind: "list", items: ["a < b > c & d"] },
    ]);
  });

  it("answers nothing for empty text", () => {
    expect(parseReleaseNotes("")).toEqual([]);
    expect(parseReleaseNotes(" \n \n")).toEqual([]);
  });
});

describe("releaseNotesHtml", () => {
  it("renders paragraphs and lists with every text escaped", () => {
    expect(releaseNotesHtml("Fixed <img src=x onerror=alert(1)> & more\n- \"quoted\" 'item'")).toBe(
      "<p>Fixed &lt;img src=x onerror=alert(1)&gt; &amp; more</p>" +
        "<ul><li>&quot;quoted&quot; &#39;item&#39;</li></ul>",
    );
  });

  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});

describe("formatUpdateDate", () => {
  it("formats 'MMMM d, yyyy' in UTC", () => {
    expect(formatUpdateDate(new Date("2025-07-10T12:00:00Z"))).toBe("July 10, 2025");
    expect(formatUpdateDate(new Date("2025-07-09T00:00:00Z"))).toBe("July 9, 2025");
  });

  it("uses the UTC day at the edges of a day", () => {
    expect(formatUpdateDate(new Date("2025-12-31T23:59:59Z"))).toBe("December 31, 2025");
    expect(formatUpdateDate(new Date("2026-01-01T00:00:00Z"))).toBe("January 1, 2026");
  });
});
