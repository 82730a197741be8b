import { sidesAndResult } from "~/models/bracket-engine/sides-and-result";
import type { BracketColumn } from "./columns";
import { matchTitle } from "./match-title";
import type { EventMatchView } from "./types";

/**
 * The most match cards one page of a bracket draws. A weekly's whole bracket fits on one page;
 * a 256-entrant one is drawn a few rounds at a time, so its page stays as light as the site's
 * other pages (a phone at the venue, a crawler, a guest served from the page cache).
 */
export const CARDS_PER_PAGE = 64;

/** A column, or a part of one too long for a page ("Winners round 1, matches 1–64 of 128"). */
export interface BracketSegment {
  title: string;
  matches: EventMatchView[];
}

export function segmentsOf(columns: BracketColumn[]): BracketSegment[] {
  return columns.flatMap((column) => {
    const count = column.matches.length;
    if (count <= CARDS_PER_PAGE) return [{ title: column.title, matches: column.matches }];
    const parts: BracketSegment[] = [];
    for (let first = 0; first < count; first += CARDS_PER_PAGE) {
      const last = Math.min(first + CARDS_PER_PAGE, count);
      parts.push({
        title: `${column.title}, matches ${first + 1}–${last} of ${count}`,
        matches: column.matches.slice(first, last),
      });
    }
    return parts;
  });
}

/** Consecutive segments packed into pages of at most CARDS_PER_PAGE cards, as segment indexes. */
export function pagesOf(segments: BracketSegment[]): number[][] {
  const pages: number[][] = [];
  let cards = Infinity;
  segments.forEach((segment, index) => {
    if (cards + segment.matches.length > CARDS_PER_PAGE) {
      pages.push([]);
      cards = 0;
    }
    pages.at(-1)!.push(index);
    cards += segment.matches.length;
  });
  return pages;
}

/** The first segment with a match still to play: the current round (the last once all are played). */
export function currentSegment(segments: BracketSegment[]) {
  const index = segments.findIndex((segment) =>
    segment.matches.some((match) => match.status !== "done"),
  );
  return index === -1 ? Math.max(segments.length - 1, 0) : index;
}

/**
 * What a match card shows: the page sends no more of a match than this. The grand final's two
 * sets share a column, so each says which it is.
 */
export const cardOf = (match: EventMatchView) => ({
  id: match.id,
  label: match.bracket === "grand_final" ? matchTitle(match) : null,
  ...sidesAndResult(match),
  status: match.status,
  dq: match.dq,
  setId: match.setId,
  station: match.station,
});
export type CardMatch = ReturnType<typeof cardOf>;

/**
 * The part of a bracket one page shows: the page of segments holding `shown` (a narrow screen
 * shows that segment alone, a wide one the whole page side by side), every segment's title for
 * the round picker, and the first segment of the pages before and after.
 */
export function bracketPage(columns: BracketColumn[], asked: number | null) {
  const segments = segmentsOf(columns);
  if (segments.length === 0) return null;
  const current = currentSegment(segments);
  const shown = asked !== null && asked >= 0 && asked < segments.length ? asked : current;
  const pages = pagesOf(segments);
  const page = pages.findIndex((indexes) => indexes.includes(shown));
  return {
    titles: segments.map((segment) => segment.title),
    current,
    shown,
    segments: pages[page].map((index) => ({
      index,
      title: segments[index].title,
      matches: segments[index].matches.map(cardOf),
    })),
    previousPage: page > 0 ? pages[page - 1][0] : null,
    nextPage: page < pages.length - 1 ? pages[page + 1][0] : null,
  };
}
export type BracketPage = NonNullable<ReturnType<typeof bracketPage>>;
