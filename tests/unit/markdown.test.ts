import { describe, expect, it } from "vitest";
import {
  countLinks,
  markdownToPlainText,
  mentionHref,
  renderMarkdown,
} from "~/models/markdown.server";

describe("Markdown of posts and comments", () => {
  it("renders emphasis, lists, quotes, code, and keeps single line breaks", () => {
    expect(renderMarkdown("**x** and _y_\nnext line")).toBe(
      "<p><strong>x</strong> and <em>y</em><br>\nnext line</p>\n",
    );
    const html = renderMarkdown("> quoted\n\n- one\n- two\n\n`code` and\n\n```\nblock\n```");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<pre><code>block\n</code></pre>");
  });

  it('gives every link rel="nofollow ugc"', () => {
    expect(renderMarkdown("[site](https://example.com) and https://a.io")).toBe(
      '<p><a href="https://example.com" rel="nofollow ugc">site</a> and ' +
        '<a href="https://a.io" rel="nofollow ugc">https://a.io</a></p>\n',
    );
  });

  it("links @tags to the public player search, not in code, links or emails", () => {
    const html = renderMarkdown("hi @Mango, `@code`, mail a@b.com [@x](https://x.io)");
    expect(html).toContain(
      `<a href="${mentionHref("Mango").replace("&", "&amp;")}" class="mention"`,
    );
    expect(html).toContain("<code>@code</code>");
    expect(html.match(/class="mention"/g)).toHaveLength(1);
  });

  // Each is refused as markup: no raw tag, no script URL, no event handler reaches the page.
  const hostile = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "<iframe src=//evil.example></iframe>",
    '<a href="javascript:alert(1)">x</a>',
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](java&#115;cript:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](java\tscript:alert(1))",
    "[x]( javascript:alert(1))",
    "[x](vbscript:msgbox(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](file:///etc/passwd)",
    "<javascript:alert(1)>",
    "![x](javascript:alert(1))",
    '![x](https://tracker.example/p.png "t")',
    "[x][r]\n\n[r]: javascript:alert(1)",
    '[x](https://a.io" onmouseover="alert(1))',
    "<svg/onload=alert(1)>",
    "<style>body{display:none}</style>",
    "``<b>``",
    "<!-- comment -->",
    "&lt;script&gt;",
  ];
  it.each(hostile)("neutralises %j", (input) => {
    const html = renderMarkdown(input);
    expect(html).not.toMatch(/<(script|img|iframe|svg|style|b)\b/i);
    expect(html).not.toMatch(/<!--/);
    expect(html).not.toMatch(/href="(?!https?:|mailto:|\/)/i);
    expect(html).not.toMatch(/\son\w+="/i);
    expect(html).not.toMatch(/href="[^"]*(javascript|vbscript|data|file):/i);
  });

  it("gives plain text for JSON-LD, descriptions and previews", () => {
    expect(markdownToPlainText("# Title\n\n**bold** [link](https://a.io)\nline\n\n- a\n- b")).toBe(
      "Title\n\nbold link\nline\n\na\n\nb",
    );
    expect(markdownToPlainText("<b>raw</b>")).toBe("<b>raw</b>");
  });

  it("counts the links a text makes, mentions aside", () => {
    expect(countLinks("no links @tag")).toBe(0);
    expect(countLinks("[a](https://a.io) <https://b.io> https://c.io www.d.com e.com")).toBe(5);
    expect(countLinks("`https://in.code`")).toBe(0);
  });
});
