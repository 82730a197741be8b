import { placements, sidesAndResult } from "~/models/bracket-engine";
import {
  bracketOf,
  readEvent,
  readMatches,
  type EventRow,
  type MatchRow,
} from "~/models/event-store.server";
import { PUBLIC_STATUSES } from "~/models/tournament.server";
import type { EventFormat, EventStatus } from "~/schemas/event";
import { prisma } from "~/server/db.server";

/** Events as GET /api/events/{id} and the event page show them. */

/** An event as GET /api/events/{id} shows a match. */
export function matchView(row: MatchRow) {
  const status =
    row.status !== "ready" ? row.status : row.played ? "live" : row.calledAt ? "called" : "ready";
  return {
    id: row.id,
    key: row.key,
    bracket: row.bracket,
    pool: row.pool,
    round: row.round,
    number: row.number,
    ...sidesAndResult(row),
    status: status as "waiting" | "ready" | "called" | "live" | "done",
    isBye: row.isBye,
    dq: row.dq !== null,
    setId: row.setId,
    station: row.station,
    bestOf: row.bestOf,
  };
}
export type EventMatchView = ReturnType<typeof matchView>;

/** An entrant's fields, as the API answers them (with `createdAt` for sign-up order). */
export const entrantSelect = {
  id: true,
  userId: true,
  name: true,
  seed: true,
  checkedIn: true,
  dq: true,
  createdAt: true,
} as const;

export function readEntrants(eventId: number) {
  return prisma.entrant.findMany({
    where: { eventId },
    select: entrantSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
export type EntrantRow = Awaited<ReturnType<typeof readEntrants>>[number];

/** An entrant as the API answers it. */
export const entrantView = ({ createdAt: _createdAt, ...entrant }: EntrantRow) => entrant;

/** Seed order: the seeded by seed, then the unseeded in sign-up order. */
export const bySeedOrder = (a: EntrantRow, b: EntrantRow) =>
  (a.seed ?? Infinity) - (b.seed ?? Infinity) || a.createdAt.getTime() - b.createdAt.getTime();

function eventView(event: EventRow, entrants: EntrantRow[], rows: MatchRow[]) {
  const bracket = bracketOf(event, rows);
  const bySeed = [...entrants].sort(bySeedOrder);
  return {
    id: event.id,
    tournamentId: event.tournamentId,
    name: event.name,
    format: event.format as EventFormat,
    bestOf: event.bestOf,
    bestOfFiveFrom: event.bestOfFiveFrom,
    poolSize: event.poolSize,
    advancePerPool: event.advancePerPool,
    status: event.status as EventStatus,
    stations: JSON.parse(event.stations) as string[],
    entrants: bySeed.map(entrantView),
    matches: rows.map(matchView),
    standings: bracket ? placements(bracket.state) : [],
  };
}
export type EventView = ReturnType<typeof eventView>;

/** GET /api/events/{id}: public. */
export async function getEvent(eventId: number) {
  const event = await readEvent(eventId);
  const [entrants, rows] = await Promise.all([readEntrants(eventId), readMatches(eventId)]);
  return eventView(event, entrants, rows);
}

/**
 * The player's bracket matches to play now (ready, called or under way) in running events:
 * the home page's "Your next match" and the top bar's badge. Most players are in no running
 * event: one indexed read answers them.
 */
export async function openMatchesOf(userId: string) {
  const entries = await prisma.entrant.findMany({
    where: { userId, dq: false, event: { status: "running" } },
    select: { id: true, event: { select: { id: true, name: true } } },
  });
  if (entries.length === 0) return [];
  const mine = new Map(entries.map((entry) => [entry.id, entry.event]));
  const ids = [...mine.keys()];
  const matches = await prisma.bracketMatch.findMany({
    where: {
      status: "ready",
      isBye: false,
      OR: [{ entrant1Id: { in: ids } }, { entrant2Id: { in: ids } }],
    },
    select: {
      id: true,
      bracket: true,
      pool: true,
      round: true,
      entrant1Id: true,
      entrant2Id: true,
      station: true,
      setId: true,
    },
    orderBy: { id: "asc" },
  });
  const opponentIds = matches.map((match) =>
    mine.has(match.entrant1Id!) ? match.entrant2Id! : match.entrant1Id!,
  );
  const names = new Map(
    (
      await prisma.entrant.findMany({
        where: { id: { in: opponentIds } },
        select: { id: true, name: true },
      })
    ).map((entrant) => [entrant.id, entrant.name]),
  );
  return matches.map(({ entrant1Id, entrant2Id, ...match }, index) => ({
    ...match,
    event: mine.get(mine.has(entrant1Id!) ? entrant1Id! : entrant2Id!)!,
    opponent: names.get(opponentIds[index]) ?? "",
  }));
}
export type OpenMatch = Awaited<ReturnType<typeof openMatchesOf>>[number];

/** Events of tournaments anyone may see: the sitemap's section, a page at a time. */
const listedEvents = { tournament: { status: { in: [...PUBLIC_STATUSES] } } };

export function eventsForSitemap(skip: number, take: number) {
  return prisma.event.findMany({
    where: listedEvents,
    orderBy: { id: "asc" },
    skip,
    take,
    select: { id: true, updatedAt: true },
  });
}

export const countEventsForSitemap = () => prisma.event.count({ where: listedEvents });
