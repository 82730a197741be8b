import MarkdownIt from "markdown-it";
import type StateCore from "markdown-it/lib/rules_core/state_core.mjs";
import type Token from "markdown-it/lib/token.mjs";

// Posts and comments are Markdown, stored as typed and rendered here, on the server. Raw HTML is
// never passed through (html: false escapes it), links may only go to the web, mail or this site,
// and every link a player wrote says so to search engines (rel="nofollow ugc").

const md = new MarkdownIt("default", {
  html: false,
  linkify: true,
  // A single line break stays a line break, as the forum always showed them.
  breaks: true,
  typographer: false,
});
// Pictures from anywhere would let a post track its readers: an image is shown as its link.
md.disable("image");

const LINK_REL = "nofollow ugc";
const MENTION = "mention";

/**
 * Where a link may go: http(s) and mailto, or a path on this site. markdown-it hands the address
 * over with entities decoded and spaces or control characters percent-encoded, so
 * "JaVaScRiPt:", "java&#115;cript:" and "java\tscript:" all arrive with a scheme that is not here.
 */
export function isSafeHref(href: string) {
  const scheme = /^([^/?#]*?):/.exec(href);
  if (!scheme) return true;
  return ["http", "https", "mailto"].includes(scheme[1].toLowerCase());
}
md.validateLink = isSafeHref;

/** A mention: @ and a tag's letters, not inside a word or an email address. */
const MENTION_PATTERN = /(^|[^\p{L}\p{N}_@.])@([\p{L}\p{N}_][\p{L}\p{N}_-]{0,29})/gu;

/** Where a mention links: the players' search, which shows only what is public about a tag. */
export const mentionHref = (tag: string) =>
  `/search?type=players&q=${encodeURIComponent(tag.toLowerCase())}`;

function mentionTokens(state: StateCore, text: string, level: number): Token[] | null {
  const out: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const at = match.index + match[1].length;
    const tag = match[2];
    if (at > last) out.push(textToken(state, text.slice(last, at), level));
    const open = new state.Token("link_open", "a", 1);
    open.attrs = [
      ["href", mentionHref(tag)],
      ["class", "mention"],
    ];
    open.markup = MENTION;
    open.level = level;
    out.push(open, textToken(state, `@${tag}`, level + 1));
    const close = new state.Token("link_close", "a", -1);
    close.markup = MENTION;
    close.level = level;
    out.push(close);
    last = at + 1 + tag.length;
  }
  if (out.length === 0) return null;
  if (last < text.length) out.push(textToken(state, text.slice(last), level));
  return out;
}

function textToken(state: StateCore, content: string, level: number) {
  const token = new state.Token("text", "", 0);
  token.content = content;
  token.level = level;
  return token;
}

// Runs after linkify: @tags in plain text (not in links or code) become links.
md.core.ruler.after("linkify", "mentions", (state) => {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    const children: Token[] = [];
    let inLink = 0;
    for (const token of block.children) {
      if (token.type === "link_open") inLink += 1;
      if (token.type === "link_close") inLink -= 1;
      const split =
        token.type === "text" && inLink === 0
          ? mentionTokens(state, token.content, token.level)
          : null;
      children.push(...(split ?? [token]));
    }
    block.children = children;
  }
});

const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet("rel", LINK_REL);
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** The HTML of a post's or comment's Markdown: safe to put in the page as it is. */
export function renderMarkdown(source: string) {
  return md.render(source);
}

function inlineText(children: Token[]) {
  return children
    .map((t) =>
      t.type === "text" || t.type === "code_inline"
        ? t.content
        : t.type === "softbreak" || t.type === "hardbreak"
          ? "\n"
          : "",
    )
    .join("");
}

/**
 * The words of the Markdown, without its marks: for the JSON-LD text, meta descriptions, feeds
 * and previews. Blocks are separated by a blank line, line breaks kept.
 */
export function markdownToPlainText(source: string) {
  const blocks: string[] = [];
  for (const token of md.parse(source, {})) {
    if (token.type === "inline") blocks.push(inlineText(token.children ?? []));
    else if (token.type === "code_block" || token.type === "fence") {
      blocks.push(token.content.replace(/\n$/, ""));
    }
  }
  return blocks.join("\n\n");
}

/** How many links the Markdown makes (written, autolinked or bare addresses; mentions aside). */
export function countLinks(source: string) {
  let links = 0;
  for (const token of md.parse(source, {})) {
    for (const child of token.children ?? []) {
      if (child.type === "link_open" && child.markup !== MENTION) links += 1;
    }
  }
  return links;
}
