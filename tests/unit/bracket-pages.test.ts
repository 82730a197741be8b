import { describe, expect, it } from "vitest";
import { bracketPage, CARDS_PER_PAGE, pagesOf, segmentsOf } from "~/ui/events/bracket-pages";
import type { BracketColumn } from "~/ui/events/columns";
import type { EventMatchView } from "~/ui/events/types";

let nextId = 1;
function match(status: EventMatchView["status"]): EventMatchView {
  return {
    id: nextId++,
    key: `M${nextId}`,
    bracket: "winners",
    pool: null,
    round: 1,
    number: nextId,
    entrant1Id: null,
    entrant2Id: null,
    score1: null,
    score2: null,
    winnerId: null,
    status,
    isBye: false,
    dq: false,
    setId: null,
    station: null,
    bestOf: 3,
  };
}

/** A column of `done` played matches followed by `open` unplayed ones. */
const column = (title: string, done: number, open = 0): BracketColumn => ({
  title,
  matches: [
    ...Array.from({ length: done }, () => match("done")),
    ...Array.from({ length: open }, () => match("waiting")),
  ],
});

// The winners side of a 256-entrant double elimination, its first two rounds played.
const winners256 = () => [
  column("Winners round 1", 128),
  column("Winners round 2", 64),
  column("Winners round 3", 0, 32),
  column("Winners round 4", 0, 16),
  column("Winners round 5", 0, 8),
  column("Winners round 6", 0, 4),
  column("Winners round 7", 0, 2),
  column("Winners round 8", 0, 1),
];

describe("a bracket drawn a page at a time", () => {
  it("cuts a round longer than a page into parts, each named by its matches", () => {
    const titles = segmentsOf(winners256()).map((segment) => segment.title);
    expect(titles.slice(0, 3)).toEqual([
      "Winners round 1, matches 1–64 of 128",
      "Winners round 1, matches 65–128 of 128",
      "Winners round 2",
    ]);
  });

  it("packs whole rounds into pages of at most CARDS_PER_PAGE cards, in order", () => {
    const segments = segmentsOf(winners256());
    const pages = pagesOf(segments);
    expect(pages).toEqual([[0], [1], [2], [3, 4, 5, 6, 7, 8]]);
    for (const page of pages) {
      const cards = page.reduce((sum, index) => sum + segments[index].matches.length, 0);
      expect(cards).toBeLessThanOrEqual(CARDS_PER_PAGE);
    }
  });

  it("opens on the current round's page, with the pages around it a link away", () => {
    const page = bracketPage(winners256(), null)!;
    expect(page.titles[page.current]).toBe("Winners round 3");
    expect(page.shown).toBe(page.current);
    expect(page.segments.map((segment) => segment.title)).toEqual(
      ["3", "4", "5", "6", "7", "8"].map((round) => `Winners round ${round}`),
    );
    expect(page.previousPage).toBe(2);
    expect(page.nextPage).toBeNull();
  });

  it("shows the page holding the round asked for, and the current one for a round that is not there", () => {
    const first = bracketPage(winners256(), 0)!;
    expect(first.segments.map((segment) => segment.index)).toEqual([0]);
    expect(first.previousPage).toBeNull();
    expect(first.nextPage).toBe(1);
    // Round 5 sits on the page that begins with round 3.
    expect(bracketPage(winners256(), 6)!.segments[0].index).toBe(3);
    expect(bracketPage(winners256(), 99)!.shown).toBe(3);
  });

  it("keeps a weekly's bracket on one page, and sends each card no more than it shows", () => {
    const page = bracketPage(
      [column("Winners round 1", 4), column("Winners round 2", 0, 2)],
      null,
    )!;
    expect(page.segments).toHaveLength(2);
    expect(page.previousPage).toBeNull();
    expect(page.nextPage).toBeNull();
    expect(Object.keys(page.segments[0].matches[0]).sort()).toEqual(
      [
        "dq",
        "entrant1Id",
        "entrant2Id",
        "id",
        "label",
        "score1",
        "score2",
        "setId",
        "station",
        "status",
        "winnerId",
      ].sort(),
    );
  });

  it("names each set of the grand final, whose column holds the final and its reset", () => {
    const final = { ...match("done"), bracket: "grand_final", round: 1 };
    const reset = { ...match("waiting"), bracket: "grand_final", round: 2 };
    const page = bracketPage([{ title: "Grand final", matches: [final, reset] }], null)!;
    expect(page.segments[0].matches.map((card) => card.label)).toEqual([
      "Grand final",
      "Grand final reset",
    ]);
    expect(bracketPage(winners256(), 0)!.segments[0].matches[0].label).toBeNull();
  });

  it("has no page for a bracket without rounds", () => {
    expect(bracketPage([], null)).toBeNull();
  });
});
