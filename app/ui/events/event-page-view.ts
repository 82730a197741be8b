import { bracketPage, cardOf } from "./bracket-pages";
import { bracketColumns, poolsOf } from "./columns";
import { matchTitle } from "./match-title";
import { nextMatchOf, opponentOf } from "./next-match";
import type { EventView } from "./types";

/** The most entrants the page's structured data names (the best placed, else the top seeds). */
const JSON_LD_COMPETITORS = 64;

/**
 * What the public event page draws, and no more: the part of the bracket shown (`asked`, a
 * segment index, else the current round), the names of the entrants it shows, and the viewer's
 * own entry and next match worked out here rather than from every match of the event.
 */
export function eventPageView(event: EventView, userId: string | null, asked: number | null) {
  const names = new Map(event.entrants.map((entrant) => [entrant.id, entrant.name]));
  const accounts = new Set(
    event.entrants.filter((entrant) => entrant.userId !== null).map((entrant) => entrant.id),
  );
  const bracket = bracketPage(bracketColumns(event.matches), asked);
  const pools = poolsOf(event.matches).map(
    ([pool, matches]) => [pool, matches.map(cardOf)] as const,
  );
  const own = userId ? event.entrants.find((entrant) => entrant.userId === userId) : undefined;
  const next = own && event.status === "running" ? nextMatchOf(event.matches, own.id) : null;
  const opponent = next && own ? opponentOf(next, own.id) : null;

  const shownIds = new Set<number>();
  const show = (match: { entrant1Id: number | null; entrant2Id: number | null }) => {
    if (match.entrant1Id !== null) shownIds.add(match.entrant1Id);
    if (match.entrant2Id !== null) shownIds.add(match.entrant2Id);
  };
  bracket?.segments.forEach((segment) => segment.matches.forEach(show));
  pools.forEach(([, matches]) => matches.forEach(show));

  const placed = new Map(event.standings.map((row) => [row.entrantId, row.placement]));
  const competitors = [...event.entrants]
    .sort((a, b) => (placed.get(a.id) ?? Infinity) - (placed.get(b.id) ?? Infinity))
    .slice(0, JSON_LD_COMPETITORS)
    .map((entrant) => ({ name: entrant.name, placement: placed.get(entrant.id) ?? null }));

  return {
    event: {
      id: event.id,
      tournamentId: event.tournamentId,
      name: event.name,
      format: event.format,
      bestOf: event.bestOf,
      status: event.status,
      entrantCount: event.entrants.length,
    },
    entry: own ? { id: own.id, checkedIn: own.checkedIn, dq: own.dq } : null,
    nextMatch: next && {
      title: matchTitle(next),
      opponent: opponent === null ? null : (names.get(opponent) ?? null),
      station: next.station,
      setId: next.setId,
      status: next.status,
    },
    standings: event.standings.map((row) => ({
      entrantId: row.entrantId,
      placement: row.placement,
      name: names.get(row.entrantId) ?? "",
      // An entrant with an account entered under their tag: it leads to their player page.
      player: accounts.has(row.entrantId),
    })),
    // Before the start there is no bracket yet: the page lists who signed up.
    entrants: bracket ? [] : event.entrants.map(({ id, name }) => ({ id, name })),
    pools,
    bracket,
    names: Object.fromEntries([...shownIds].map((id) => [id, names.get(id) ?? ""])),
    competitors,
  };
}
export type EventPageView = ReturnType<typeof eventPageView>;
