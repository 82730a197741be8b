/**
 * What a typed search becomes before it reaches the database's full-text index, and how the
 * index's marked snippets become safe HTML. Pure: both engines' queries and the tests use it.
 */

import { escapeHtml } from "~/utils/escape-html";

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

/** A word as the indexes see it (combining marks kept inside it, then folded away). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const fold = (word: string) =>
  word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/**
 * `text` as HTML with every word that starts with one of `terms` in <mark>: the text escaped, so
 * whatever it holds (markup included) shows as text. With `maxWords`, only a window of that many
 * words around the first match, with "…" where the text was cut. Done here rather than by the
 * database: FTS5's snippet() would run the whole query again for every hit.
 */
export function highlightHtml(text: string, terms: string[], maxWords?: number): string {
  const words = [...text.matchAll(WORD)];
  const matches = (word: string) => {
    const folded = fold(word);
    return terms.some((t) => folded.startsWith(t));
  };
  let from = 0;
  let to = text.length;
  if (maxWords !== undefined && words.length > maxWords) {
    const first = Math.max(
      0,
      words.findIndex((w) => matches(w[0])),
    );
    const start = Math.max(0, Math.min(first - Math.floor(maxWords / 4), words.length - maxWords));
    const end = start + maxWords - 1;
    if (start > 0) from = words[start].index;
    if (end < words.length - 1) to = words[end].index + words[end][0].length;
  }
  let html = from > 0 ? "…" : "";
  let at = from;
  for (const w of words) {
    if (w.index < from || w.index >= to) continue;
    html += escapeHtml(text.slice(at, w.index));
    html += matches(w[0]) ? `<mark>${escapeHtml(w[0])}</mark>` : escapeHtml(w[0]);
    at = w.index + w[0].length;
  }
  html += escapeHtml(text.slice(at, to));
  return to < text.length ? `${html}…` : html;
}
