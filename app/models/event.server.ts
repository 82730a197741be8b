import type { Prisma } from "@prisma/client";
import {
  createEvent as createBracket,
  dependentMatches,
  disqualify,
  gamesToWin,
  isReported,
  reportResult,
  resetResult,
  type BracketChange,
  type BracketState,
} from "~/models/bracket-engine";
import { DomainError, isDomainError } from "~/models/domain-error";
import {
  BRACKET_MOVED,
  bracketOf,
  EVENT_NOT_FOUND,
  matchSelect,
  SET_SIDES,
  withPlayed,
  readEvent,
  readMatches,
  storeChange,
  storeStart,
  type EventRow,
  type MatchRow,
} from "~/models/event-store.server";
import {
  bySeedOrder,
  getEvent,
  matchView,
  readEntrants,
  type EntrantRow,
  type EventMatchView,
  type EventView,
} from "~/models/event-view.server";
import { PUBLIC_STATUSES, TOURNAMENT_NOT_FOUND } from "~/models/tournament.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import type { CreateEventInput, UpdateEventInput } from "~/schemas/event";
import { prisma } from "~/server/db.server";
import { parseId } from "~/utils/parse-id";

/**
 * Events: brackets inside an approved tournament, run by its organisers (the tournament's
 * submitter, anyone they add, admins and the owner). The bracket itself is the pure engine
 * (~/models/bracket-engine); event-store.server stores its changes under the event's revision;
 * event-view.server answers the event as the API shows it; entrants (registration, check-in,
 * seeding) are in event-entrants.server, stations and the stream queue in
 * event-stations.server. Once a match has two entrants it is a set (made here), which its two
 * entrants' players and the organisers drive (`drivesBracketSet`); the set domain reports a won
 * set's match (`applySetResult`), so the bracket moves on by itself.
 */

export { EVENT_NOT_FOUND, getEvent, matchView, readEntrants };
export type { EntrantRow, EventMatchView, EventView };
export const NOT_ORGANISER = "Only the event's organisers can do this";
export const NOT_APPROVED = "Events can only be added to an approved tournament";
export const MATCH_NOT_FOUND = "Match not found";
export const ENTRANT_NOT_FOUND = "Entrant not found";
export const ALREADY_STARTED = "The event has already started";
export const NOT_STARTED = "The event has not started yet";
export const TOO_FEW_CHECKED_IN = "At least 2 checked-in entrants are needed to start";
export const POOLS_NEED_SETTINGS = "A pools event needs poolSize and advancePerPool";
export const LATER_MATCHES_PLAYED =
  "Later matches already have results or games: confirm to reset them too";
export const UNKNOWN_STATION = "Unknown station";
export const STATION_BUSY = "That station is busy";
export const NO_FREE_STATION = "Every station is busy";
export const NOT_READY = "This match is not ready to be played";
/** How often a won set's result is applied again after other results moved the bracket. */
const RESULT_ATTEMPTS = 20;
export const COMPLETED_BY_BRACKET = "An event is completed by its last result, not by hand";

/** A tournament's events, for its page. */
export function listTournamentEvents(tournamentId: number) {
  return prisma.event.findMany({
    where: { tournamentId },
    select: {
      id: true,
      name: true,
      format: true,
      status: true,
      _count: { select: { entrants: true } },
    },
    orderBy: { id: "asc" },
  });
}

/** Whether the actor runs the tournament's events. */
export async function isOrganiser(
  actor: PublicUser | null,
  tournamentId: number,
  db: Prisma.TransactionClient = prisma,
) {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  const tournament = await db.tournament.findUnique({
    where: { id: tournamentId },
    select: {
      submittedById: true,
      organisers: { where: { userId: actor.id }, select: { userId: true } },
    },
  });
  return Boolean(
    tournament && (tournament.submittedById === actor.id || tournament.organisers.length > 0),
  );
}

export async function requireOrganiser(actor: PublicUser, tournamentId: number) {
  if (!(await isOrganiser(actor, tournamentId))) throw new DomainError(403, NOT_ORGANISER);
}

/** The event, read for an organiser's change (404 unknown, 403 not theirs). */
export async function eventToRun(actor: PublicUser, eventId: number) {
  const event = await readEvent(eventId);
  await requireOrganiser(actor, event.tournamentId);
  return event;
}

/** Organisers add someone to run the tournament's events (the submitter, admins). */
export async function addOrganiser(actor: PublicUser, tournamentId: number, userId: string) {
  await requireOrganiser(actor, tournamentId);
  await prisma.eventOrganiser.upsert({
    where: { tournamentId_userId: { tournamentId, userId } },
    create: { tournamentId, userId },
    update: {},
  });
}

function checkPoolSettings(settings: {
  format: string;
  poolSize?: number | null;
  advancePerPool?: number | null;
}) {
  if (
    settings.format === "pools_to_double_elimination" &&
    (!settings.poolSize || !settings.advancePerPool)
  ) {
    throw new DomainError(422, POOLS_NEED_SETTINGS);
  }
}

/** POST /api/tournaments/{id}/events: organisers of an approved tournament. */
export async function createEvent(
  actor: PublicUser,
  tournamentId: number,
  input: CreateEventInput,
) {
  const tournament = await prisma.tournament.findUnique({
    where: { id: tournamentId },
    select: { status: true },
  });
  if (!tournament) throw new DomainError(404, TOURNAMENT_NOT_FOUND);
  await requireOrganiser(actor, tournamentId);
  if (!PUBLIC_STATUSES.includes(tournament.status)) throw new DomainError(409, NOT_APPROVED);
  checkPoolSettings(input);
  const pools = input.format === "pools_to_double_elimination";
  const event = await prisma.event.create({
    data: {
      tournamentId,
      name: input.name,
      format: input.format,
      bestOf: input.bestOf,
      bestOfFiveFrom: input.bestOfFiveFrom ?? null,
      poolSize: pools ? input.poolSize : null,
      advancePerPool: pools ? input.advancePerPool : null,
    },
    select: { id: true },
  });
  return getEvent(event.id);
}

const stationNames = (stations: number | string[]) =>
  typeof stations === "number"
    ? Array.from({ length: stations }, (_, index) => `Station ${index + 1}`)
    : stations;

/**
 * PATCH /api/events/{id}: stations at any time; the settings and registration ↔ check-in before
 * the start; `running` starts the event; `completed` comes from the bracket alone.
 */
export async function updateEvent(actor: PublicUser, eventId: number, patch: UpdateEventInput) {
  const event = await eventToRun(actor, eventId);
  const { status, stations, ...settings } = patch;
  const started = event.status === "running" || event.status === "completed";
  if (status === "completed" && event.status !== "completed") {
    throw new DomainError(409, COMPLETED_BY_BRACKET);
  }
  const changesSettings = Object.keys(settings).length > 0;
  if (started && (changesSettings || (status && status !== event.status))) {
    throw new DomainError(409, ALREADY_STARTED);
  }
  const data: Prisma.EventUpdateManyMutationInput = {};
  if (changesSettings) {
    const format = settings.format ?? event.format;
    const merged = {
      format,
      poolSize: settings.poolSize === undefined ? event.poolSize : settings.poolSize,
      advancePerPool:
        settings.advancePerPool === undefined ? event.advancePerPool : settings.advancePerPool,
    };
    checkPoolSettings(merged);
    const pools = format === "pools_to_double_elimination";
    Object.assign(data, settings, {
      poolSize: pools ? merged.poolSize : null,
      advancePerPool: pools ? merged.advancePerPool : null,
    });
  }
  if (stations !== undefined) data.stations = JSON.stringify(stationNames(stations));
  if ((status === "registration" || status === "checkin") && !started) data.status = status;
  if (changesSettings || data.status !== undefined) {
    // One write, only while the event has not started; the revision moves so a start racing it,
    // computed from the old settings, is refused rather than stored.
    const { count } = await prisma.event.updateMany({
      where: { id: eventId, status: { in: ["registration", "checkin"] } },
      data: { ...data, revision: { increment: 1 } },
    });
    if (count === 0) throw new DomainError(409, ALREADY_STARTED);
  } else if (data.stations !== undefined) {
    await prisma.event.update({ where: { id: eventId }, data });
  }
  if (status === "running" && !started) return startEvent(actor, eventId);
  tellWatchers(eventId, []);
  return getEvent(eventId);
}

/**
 * POST /api/events/{id}/start: the checked-in entrants (not disqualified), in seed order (the
 * unseeded after the seeded, by sign-up), become the bracket; the first matches' sets are made.
 */
export async function startEvent(actor: PublicUser, eventId: number) {
  const event = await eventToRun(actor, eventId);
  if (event.status === "running" || event.status === "completed") {
    throw new DomainError(409, ALREADY_STARTED);
  }
  const entrants = (await readEntrants(eventId))
    .filter((entrant) => entrant.checkedIn && !entrant.dq)
    .sort(bySeedOrder);
  if (entrants.length < 2) throw new DomainError(409, TOO_FEW_CHECKED_IN);
  const state = createBracket({
    format: event.format as BracketState["format"],
    entrants: entrants.map((entrant) => entrant.id),
    bestOf: event.bestOf as 3 | 5,
    bestOfFiveFrom: event.bestOfFiveFrom as BracketState["bestOfFiveFrom"],
    poolSize: event.poolSize ?? undefined,
    advancePerPool: event.advancePerPool ?? undefined,
  });
  const byId = new Map(entrants.map((entrant) => [entrant.id, entrant]));
  await storeStart(event, state, (tx, ready) => setsIn(tx, actor, ready, byId));
  const running = await getEvent(eventId);
  tellWatchers(eventId, running.matches);
  return running;
}

type SetPlayers = { bestOf: number; entrant1Id: number | null; entrant2Id: number | null };

type SetEntrant = { name: string; userId: string | null };

/**
 * One set per match, the entrants as its players (names, and accounts when they have one: a
 * bracket set counts in its players' records at once), made by the actor whose change made the
 * matches ready, in the caller's transaction; their ids in the order of `matches`. One insert
 * makes them all (a row at a time, a 512-entrant start spent ~450 ms of CPU in Prisma). Its
 * RETURNING promises no order, so each match takes a set made of its own data: sets of the
 * same data are alike, whichever of them a match gets.
 */
async function setsIn(
  tx: Prisma.TransactionClient,
  actor: PublicUser,
  matches: SetPlayers[],
  entrants: Map<number, SetEntrant>,
) {
  const data = matches.map((match) => {
    const [first, second] = [entrants.get(match.entrant1Id!)!, entrants.get(match.entrant2Id!)!];
    return {
      player1Name: first.name,
      player2Name: second.name,
      player1UserId: first.userId,
      player2UserId: second.userId,
      confirmation: "bracket",
      targetScore: gamesToWin(match.bestOf),
      userId: actor.id,
    };
  });
  const made = await tx.set.createManyAndReturn({
    data,
    select: { id: true, ...SET_SIDES, targetScore: true },
  });
  const contentOf = (set: Omit<(typeof made)[number], "id">) =>
    JSON.stringify([
      set.player1Name,
      set.player2Name,
      set.player1UserId,
      set.player2UserId,
      set.targetScore,
    ]);
  const idsByContent = new Map<string, number[]>();
  for (const set of made) {
    const key = contentOf(set);
    idsByContent.set(key, [...(idsByContent.get(key) ?? []), set.id]);
  }
  return data.map((set) => idsByContent.get(contentOf(set))!.pop()!);
}

/**
 * Gives each match a change made ready its set, in one transaction. A match another change gave
 * a set first keeps that one.
 */
async function makeSets(actor: PublicUser, eventId: number, keys: string[]) {
  const ready = await prisma.bracketMatch.findMany({
    where: { eventId, status: "ready", setId: null, key: { in: keys } },
    select: { id: true, bestOf: true, entrant1Id: true, entrant2Id: true },
  });
  if (ready.length === 0) return;
  const ids = ready.flatMap((match) => [match.entrant1Id!, match.entrant2Id!]);
  const entrants = new Map(
    (
      await prisma.entrant.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true, userId: true },
      })
    ).map((entrant) => [entrant.id, entrant]),
  );
  await prisma.$transaction(async (tx) => {
    const setIds = await setsIn(tx, actor, ready, entrants);
    for (const [index, match] of ready.entries()) {
      const { count } = await tx.bracketMatch.updateMany({
        where: { id: match.id, setId: null, status: "ready" },
        data: { setId: setIds[index] },
      });
      if (count === 0) await tx.set.delete({ where: { id: setIds[index] } });
    }
  });
}

/**
 * Whether the actor may play the set as a bracket match's: one of its two entrants' players, or
 * an organiser of its event (walk-ins have no account: only organisers drive their sets). False
 * for a set that is no bracket match's.
 */
export async function drivesBracketSet(
  actor: PublicUser,
  setId: number,
  db: Prisma.TransactionClient = prisma,
) {
  const match = await db.bracketMatch.findFirst({
    where: { setId },
    select: { entrant1Id: true, entrant2Id: true, event: { select: { tournamentId: true } } },
  });
  if (!match) return false;
  const entrants = [match.entrant1Id, match.entrant2Id].filter((id) => id !== null);
  const playing = await db.entrant.count({ where: { id: { in: entrants }, userId: actor.id } });
  return playing > 0 || isOrganiser(actor, match.event.tournamentId, db);
}

export const RESULT_STANDS =
  "This set's result has moved the bracket on: an organiser resets the match to play it again";

/** Refuses to reopen a set whose result its bracket match already took (409). */
export async function requireResultOpen(setId: number) {
  const decided = await prisma.bracketMatch.count({ where: { setId, status: "done" } });
  if (decided > 0) throw new DomainError(409, RESULT_STANDS);
}

/** The started event's bracket, for a change (409 before the start). */
async function runningBracket(event: EventRow) {
  const rows = await readMatches(event.id);
  const bracket = bracketOf(event, rows);
  if (!bracket) throw new DomainError(409, NOT_STARTED);
  return bracket;
}

function matchRowOf(rows: Map<string, MatchRow>, matchId: number) {
  const row = [...rows.values()].find((match) => match.id === matchId);
  if (!row) throw new DomainError(404, MATCH_NOT_FOUND);
  return row;
}

/**
 * Stores an engine change, makes the sets of the matches it made ready, and tells the event's
 * watchers which matches changed.
 */
export async function applyChange(
  actor: PublicUser,
  event: EventRow,
  change: BracketChange,
  also?: Parameters<typeof storeChange>[2],
) {
  if (change.changed.length === 0 && !also) return;
  await storeChange(event, change, also);
  const keys = change.changed.map((match) => match.id);
  await makeSets(actor, event.id, keys);
  const changed = await withPlayed(
    await prisma.bracketMatch.findMany({
      where: { eventId: event.id, key: { in: keys } },
      select: matchSelect,
    }),
  );
  tellWatchers(event.id, changed.map(matchView));
}

/**
 * Tells the pages watching the event (the organiser's screen, the public page, the overlay) that
 * it changed: the matches that did, none when only its entrants or settings changed.
 */
export function tellWatchers(eventId: number, matches: EventMatchView[]) {
  publish("toEvent", { eventId, matches });
}

/** POST …/matches/{matchId}/report: a paper result from an organiser (no games). */
export async function reportMatch(
  actor: PublicUser,
  eventId: number,
  matchId: number,
  input: { winnerEntrantId: number; score1?: number | null; score2?: number | null },
) {
  const event = await eventToRun(actor, eventId);
  const { state, rows } = await runningBracket(event);
  const row = matchRowOf(rows, matchId);
  const change = reportResult(state, row.key, {
    winnerId: input.winnerEntrantId,
    score1: input.score1 ?? null,
    score2: input.score2 ?? null,
  });
  await applyChange(actor, event, change);
  return getEvent(eventId);
}

/**
 * POST …/matches/{matchId}/reset: the match and every match its result reached go back; 409 when
 * one of those has a result or games, unless confirmed. Their sets stay, as history.
 */
export async function resetMatch(
  actor: PublicUser,
  eventId: number,
  matchId: number,
  { confirm = false }: { confirm?: boolean },
) {
  const event = await eventToRun(actor, eventId);
  const { state, rows } = await runningBracket(event);
  const row = matchRowOf(rows, matchId);
  const later = dependentMatches(state, row.key);
  const played = later.some((match) => {
    const laterRow = rows.get(match.id)!;
    return isReported(match) || matchView(laterRow).status === "live";
  });
  if (played && !confirm) throw new DomainError(409, LATER_MATCHES_PLAYED);
  await applyChange(actor, event, resetResult(state, row.key));
  return getEvent(eventId);
}

/**
 * Disqualifies a started event's entrant: their open and later matches become forfeits. One who
 * was not bracketed (not checked in at the start) has nothing to forfeit: only the mark is set.
 */
export async function disqualifyEntrant(actor: PublicUser, event: EventRow, entrantId: number) {
  const { state } = await runningBracket(event);
  const mark = (tx: Pick<typeof prisma, "entrant">) =>
    tx.entrant.update({ where: { id: entrantId }, data: { dq: true } });
  if (!state.entrants.includes(entrantId)) {
    await mark(prisma);
    return;
  }
  await applyChange(actor, event, disqualify(state, entrantId), mark);
}

/** POST /api/events/{id}/entrants/{entrantId}/dq: organisers, once the event has started. */
export async function dqEntrant(actor: PublicUser, eventId: number, entrantId: number) {
  const event = await eventToRun(actor, eventId);
  const entrant = await prisma.entrant.findFirst({ where: { id: entrantId, eventId } });
  if (!entrant) throw new DomainError(404, ENTRANT_NOT_FOUND);
  await disqualifyEntrant(actor, event, entrantId);
  return getEvent(eventId);
}

/**
 * A set that was won reports its bracket match (set.server calls this once a game ends a set).
 * A set that is no bracket match's, or not over, changes nothing; the same result twice is
 * ignored. Another match reported meanwhile moves the bracket's revision: the result is applied
 * again on the bracket as it now is. Returns the match's event id, or null.
 */
export async function applySetResult(actor: PublicUser, setId: number) {
  const match = await prisma.bracketMatch.findFirst({
    where: { setId },
    select: { eventId: true, key: true, entrant1Id: true, entrant2Id: true },
  });
  const set = await prisma.set.findUnique({
    where: { id: setId },
    select: { winnerId: true, matchStatus: true, player1Score: true, player2Score: true },
  });
  if (!match || !set || set.matchStatus !== "completed" || !set.winnerId) return null;
  for (let attempt = 1; ; attempt++) {
    const event = await readEvent(match.eventId);
    const { state } = await runningBracket(event);
    const change = reportResult(state, match.key, {
      winnerId: set.winnerId === 1 ? match.entrant1Id! : match.entrant2Id!,
      score1: set.player1Score,
      score2: set.player2Score,
    });
    try {
      await applyChange(actor, event, change);
      return event.id;
    } catch (error) {
      // Each retry follows another change that was stored: a venue's worth of them ends.
      const moved = isDomainError(error) && error.message === BRACKET_MOVED;
      if (!moved || attempt >= RESULT_ATTEMPTS) throw error;
    }
  }
}

/** An id from the URL: anything but a row id is the same 404 as an unknown one. */
function idOrNotFound(raw: unknown, message: string) {
  const id = parseId(raw);
  if (id === null) throw new DomainError(404, message);
  return id;
}
export const eventIdFrom = (raw: unknown) => idOrNotFound(raw, EVENT_NOT_FOUND);
export const matchIdFrom = (raw: unknown) => idOrNotFound(raw, MATCH_NOT_FOUND);
export const entrantIdFrom = (raw: unknown) => idOrNotFound(raw, ENTRANT_NOT_FOUND);
export const tournamentIdFrom = (raw: unknown) => idOrNotFound(raw, TOURNAMENT_NOT_FOUND);

type RouteParams = Partial<Record<string, string>>;
/** An /api/events/{id}/entrants/{entrantId}/… address's two ids. */
export const entrantTarget = (params: RouteParams) => ({
  eventId: eventIdFrom(params.id),
  entrantId: entrantIdFrom(params.entrantId),
});
/** An /api/events/{id}/matches/{matchId}/… address's two ids. */
export const matchTarget = (params: RouteParams) => ({
  eventId: eventIdFrom(params.id),
  matchId: matchIdFrom(params.matchId),
});
