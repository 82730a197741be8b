/**
 * What a typed search becomes before it reaches the database's full-text index, and how the
 * index's marked snippets become safe HTML. Pure: both engines' queries and the tests use it.
 */

/** More words than this add nothing to a search but work: the rest are ignored. */
export const MAX_SEARCH_TERMS = 10;

/**
 * The words of a search, folded as both indexes fold text (accents and case dropped), split where
 * they split it (at anything not a letter or a digit). Only letters and digits survive, so no
 * word can carry the FTS5 or tsquery syntax (quotes, *, NEAR, :, &, |, !, parentheses).
 */
export function searchTerms(q: string): string[] {
  const words = q
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** Every word as the start of a word in the text, all of them required (SQLite FTS5 syntax). */
export const ftsMatchExpression = (terms: string[]) => terms.map((t) => `"${t}"*`).join(" ");

/** The same for PostgreSQL's to_tsquery. */
export const tsQueryExpression = (terms: string[]) => terms.map((t) => `'${t}':*`).join(" & ");

/** The characters the database puts around a matched word in a snippet (never shown as is). */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A marked snippet as HTML: the text escaped, the marked words in <mark>. Built from the markers
 * alone, so whatever the text holds (markup, stray marker characters) the result is escaped text
 * and balanced <mark> elements.
 */
export function snippetHtml(marked: string): string {
  let html = "";
  let open = false;
  for (const part of marked.split(/([\u0002\u0003])/)) {
    if (part === MARK_START || part === MARK_END) {
      const wanted = part === MARK_START;
      if (wanted !== open) html += wanted ? "<mark>" : "</mark>";
      open = wanted;
    } else {
      html += escapeHtml(part.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ""));
    }
  }
  return open ? `${html}</mark>` : html;
}
