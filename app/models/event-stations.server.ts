import { DomainError } from "~/models/domain-error";
import { matchSelect, readEvent, withPlayed } from "~/models/event-store.server";
import {
  eventToRun,
  MATCH_NOT_FOUND,
  matchView,
  NO_FREE_STATION,
  NOT_READY,
  STATION_BUSY,
  UNKNOWN_STATION,
} from "~/models/event.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { MAX_STREAM_QUEUE } from "~/schemas/event";
import { lockRow, prisma } from "~/server/db.server";

/** The venue side of a running event: calling matches to stations, and the stream queue. */

/**
 * POST …/matches/{matchId}/call {station?}: an organiser calls a ready match to a station (the
 * one named, or the first free one; none when the event has no stations). Both players hear it.
 */
export async function callMatch(
  actor: PublicUser,
  eventId: number,
  matchId: number,
  input: { station?: string },
) {
  const event = await eventToRun(actor, eventId);
  const stations = JSON.parse(event.stations) as string[];
  // One call at a time per event: the free-station check and the write must see each other, or
  // two calls at once could send two matches to one station.
  const { match, row } = await prisma.$transaction(async (tx) => {
    await lockRow(tx, "Event", eventId);
    const match = await tx.bracketMatch.findFirst({
      where: { id: matchId, eventId },
      select: { id: true, status: true, entrant1Id: true, entrant2Id: true, station: true },
    });
    if (!match) throw new DomainError(404, MATCH_NOT_FOUND);
    if (match.status !== "ready") throw new DomainError(409, NOT_READY);
    const busy = new Set(
      (
        await tx.bracketMatch.findMany({
          where: { eventId, status: "ready", station: { not: null }, id: { not: matchId } },
          select: { station: true },
        })
      ).map((called) => called.station!),
    );
    let station: string | null = input.station ?? null;
    if (station !== null) {
      if (!stations.includes(station)) throw new DomainError(422, UNKNOWN_STATION);
      if (busy.has(station)) throw new DomainError(409, STATION_BUSY);
    } else if (stations.length > 0) {
      station = stations.find((name) => !busy.has(name)) ?? null;
      if (station === null) throw new DomainError(409, NO_FREE_STATION);
    }
    const updated = await tx.bracketMatch.update({
      where: { id: matchId },
      data: { station, calledAt: new Date() },
      select: matchSelect,
    });
    const [row] = await withPlayed([updated], tx);
    return { match, row };
  });
  const station = row.station;
  const view = matchView(row);
  publish("toEvent", { eventId, matches: [view] });
  const players = await prisma.entrant.findMany({
    where: { id: { in: [match.entrant1Id!, match.entrant2Id!] }, userId: { not: null } },
    select: { userId: true },
  });
  for (const { userId } of players) {
    publish("toUser", {
      userId: userId!,
      event: "matchCalled",
      payload: { eventId, matchId, station, setId: row.setId },
    });
  }
  return view;
}

/** GET /api/events/{id}/stream-queue: public; the matches still to be played, in order. */
export async function getStreamQueue(eventId: number) {
  const event = await readEvent(eventId);
  const ids = JSON.parse(event.streamQueue) as number[];
  const rows = await withPlayed(
    await prisma.bracketMatch.findMany({
      where: { eventId, id: { in: ids } },
      select: matchSelect,
    }),
  );
  const byId = new Map(rows.map((row) => [row.id, matchView(row)]));
  const matches = ids.flatMap((id) => {
    const match = byId.get(id);
    return match && match.status !== "done" ? [match] : [];
  });
  return { matchIds: matches.map((match) => match.id), matches };
}

export const QUEUE_FULL = `The stream queue holds at most ${MAX_STREAM_QUEUE} matches`;

/** PUT /api/events/{id}/stream-queue {matchIds}: organisers; every id a match of the event. */
export async function putStreamQueue(actor: PublicUser, eventId: number, matchIds: number[]) {
  await eventToRun(actor, eventId);
  const unique = [...new Set(matchIds)];
  // The API's body is capped by its schema; the page adds one match at a time, so the cap is here.
  if (unique.length > MAX_STREAM_QUEUE) throw new DomainError(409, QUEUE_FULL);
  const found = await prisma.bracketMatch.count({ where: { eventId, id: { in: unique } } });
  if (found !== unique.length) throw new DomainError(422, MATCH_NOT_FOUND);
  await prisma.event.update({
    where: { id: eventId },
    data: { streamQueue: JSON.stringify(unique) },
  });
  // No match changed, but watchers (the stream overlay) reload on any change of the event.
  publish("toEvent", { eventId, matches: [] });
  return getStreamQueue(eventId);
}
