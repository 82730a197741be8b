import type { Prisma } from "@prisma/client";
import { placements } from "~/models/bracket-engine";
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
  const played =
    row.set !== null && row.set._count.games + row.set.player1Score + row.set.player2Score > 0;
  const status =
    row.status !== "ready" ? row.status : played ? "live" : row.calledAt ? "called" : "ready";
  return {
    id: row.id,
    key: row.key,
    bracket: row.bracket,
    pool: row.pool,
    round: row.round,
    number: row.number,
    entrant1Id: row.entrant1Id,
    entrant2Id: row.entrant2Id,
    score1: row.score1,
    score2: row.score2,
    winnerId: row.winnerId,
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

// An event's page is public when its tournament's is: the sitemap lists those, by id.
const publicEvents = {
  tournament: { status: { in: PUBLIC_STATUSES } },
} satisfies Prisma.EventWhereInput;

export function eventsForSitemap(skip: number, take: number) {
  return prisma.event.findMany({
    where: publicEvents,
    orderBy: { id: "asc" },
    skip,
    take,
    select: { id: true, updatedAt: true },
  });
}

export function countEventsForSitemap() {
  return prisma.event.count({ where: publicEvents });
}
