import type { Prisma } from "@prisma/client";
import {
  championOf,
  placements,
  sidesAndResult,
  type BestOf,
  type BestOfFiveFrom,
  type BracketChange,
  type BracketMatch,
  type BracketSide,
  type BracketState,
  type DqSide,
  type EventFormat,
  type MatchStatus,
} from "~/models/bracket-engine";
import { DomainError } from "~/models/domain-error";
import { refreshSetPlayers } from "~/models/player-records.server";
import { join, prisma, raw, sql } from "~/server/db.server";

/**
 * The one repository of brackets: an event's engine state is read from its row and its match
 * rows, and every engine change is stored in one transaction that applies only to the revision
 * it was computed from. Two reports of one match at once, or a report racing a reset: the first
 * to write raises the revision, the other finds it moved and changes nothing (409).
 */

export const EVENT_NOT_FOUND = "Event not found";
export const BRACKET_MOVED = "The bracket changed meanwhile. Please reload and try again.";

export const eventSelect = {
  id: true,
  tournamentId: true,
  name: true,
  format: true,
  bestOf: true,
  bestOfFiveFrom: true,
  poolSize: true,
  advancePerPool: true,
  status: true,
  stations: true,
  streamQueue: true,
  bracketEntrants: true,
  bracketSeeds: true,
  pools: true,
  disqualified: true,
  revision: true,
  createdAt: true,
} as const satisfies Prisma.EventSelect;
export type EventRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>;

/** A bracket set's two sides: the entrants' names and accounts. */
export const SET_SIDES = {
  player1Name: true,
  player2Name: true,
  player1UserId: true,
  player2UserId: true,
} satisfies Prisma.SetSelect;

export const matchSelect = {
  id: true,
  key: true,
  bracket: true,
  pool: true,
  round: true,
  number: true,
  bestOf: true,
  entrant1Id: true,
  entrant2Id: true,
  score1: true,
  score2: true,
  winnerId: true,
  status: true,
  isBye: true,
  dq: true,
  source1: true,
  source2: true,
  winnerTo: true,
  loserTo: true,
  station: true,
  calledAt: true,
  setId: true,
} as const satisfies Prisma.BracketMatchSelect;
export type StoredMatch = Prisma.BracketMatchGetPayload<{ select: typeof matchSelect }>;
/** A stored match, with whether its set is under way (a game or a point recorded). */
export type MatchRow = StoredMatch & { played: boolean };

/**
 * Adds `played` to match rows. Only a ready match can be live, so only those matches' sets are
 * read, in one query by id: its cost follows the matches being played, not the event's size or
 * the site's games (a `_count` of games on every match made Prisma group the whole game table).
 */
export async function withPlayed(
  rows: StoredMatch[],
  db: Pick<Prisma.TransactionClient, "set"> = prisma,
): Promise<MatchRow[]> {
  const setIds = rows.flatMap((row) =>
    row.status === "ready" && row.setId !== null ? [row.setId] : [],
  );
  const played = new Set(
    setIds.length === 0
      ? []
      : (
          await db.set.findMany({
            where: {
              id: { in: setIds },
              OR: [
                { player1Score: { gt: 0 } },
                { player2Score: { gt: 0 } },
                { games: { some: {} } },
              ],
            },
            select: { id: true },
          })
        ).map((set) => set.id),
  );
  return rows.map((row) => ({ ...row, played: row.setId !== null && played.has(row.setId) }));
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
const parsed = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

export async function readEvent(eventId: number) {
  const event = await prisma.event.findUnique({ where: { id: eventId }, select: eventSelect });
  if (!event) throw new DomainError(404, EVENT_NOT_FOUND);
  return event;
}

export async function readMatches(eventId: number) {
  return withPlayed(
    await prisma.bracketMatch.findMany({
      where: { eventId },
      select: matchSelect,
      orderBy: { id: "asc" },
    }),
  );
}

/** A stored match as the engine sees it. */
function engineMatch(row: StoredMatch): BracketMatch {
  return {
    id: row.key,
    bracket: row.bracket as BracketSide,
    pool: row.pool,
    round: row.round,
    number: row.number,
    bestOf: row.bestOf as BestOf,
    entrant1Id: row.entrant1Id,
    entrant2Id: row.entrant2Id,
    score1: row.score1,
    score2: row.score2,
    winnerId: row.winnerId,
    status: row.status as MatchStatus,
    isBye: row.isBye,
    dq: row.dq as DqSide,
    source1: parsed(row.source1),
    source2: parsed(row.source2),
    winnerTo: parsed(row.winnerTo),
    loserTo: parsed(row.loserTo),
  };
}

/** What an engine match writes to its row (its place and wiring never change once created). */
function matchData(match: BracketMatch) {
  return {
    ...sidesAndResult(match),
    status: match.status,
    isBye: match.isBye,
    dq: match.dq,
  };
}

/** The event's engine state, with its rows by match key (null before the event started). */
export function bracketOf<Row extends StoredMatch>(event: EventRow, rows: Row[]) {
  if (event.bracketEntrants === null) return null;
  const state: BracketState = {
    format: event.format as EventFormat,
    bestOf: event.bestOf as BestOf,
    bestOfFiveFrom: event.bestOfFiveFrom as BestOfFiveFrom | null,
    entrants: parsed<number[]>(event.bracketEntrants)!,
    seeds: parsed<number[]>(event.bracketSeeds),
    pools: parsed<number[][]>(event.pools),
    poolSettings:
      event.poolSize !== null && event.advancePerPool !== null
        ? { poolSize: event.poolSize, advancePerPool: event.advancePerPool }
        : null,
    disqualified: parsed<number[]>(event.disqualified)!,
    matches: Object.fromEntries(rows.map((row) => [row.key, engineMatch(row)])),
  };
  return { state, rows: new Map(rows.map((row) => [row.key, row])) };
}

/** The event-level part of a state, as its row stores it. */
function stateData(state: BracketState) {
  return {
    bracketEntrants: json(state.entrants),
    bracketSeeds: json(state.seeds),
    pools: json(state.pools),
    disqualified: JSON.stringify(state.disqualified),
    status: championOf(state) === null ? "running" : "completed",
  };
}

type Tx = Prisma.TransactionClient;

/** Raises the revision if it is still the one read; 409 (nothing written) when it moved. */
async function claimRevision(
  tx: Tx,
  event: EventRow,
  data: Prisma.EventUpdateManyMutationInput,
  where: Prisma.EventWhereInput = {},
) {
  const { count } = await tx.event.updateMany({
    where: { id: event.id, revision: event.revision, ...where },
    data: { ...data, revision: { increment: 1 } },
  });
  if (count === 0) throw new DomainError(409, BRACKET_MOVED);
}

/**
 * Stores a new bracket: the event becomes running with every match created, the ready ones with
 * the sets `setsFor` makes them (ids in the order of the matches given), all in one transaction
 * of a few statements whatever the bracket's size.
 */
export async function storeStart(
  event: EventRow,
  state: BracketState,
  setsFor: (tx: Tx, ready: BracketMatch[]) => Promise<number[]>,
) {
  await prisma.$transaction(async (tx) => {
    await claimRevision(tx, event, stateData(state), {
      status: { in: ["registration", "checkin"] },
    });
    const matches = Object.values(state.matches);
    const ready = matches.filter((match) => match.status === "ready");
    const setIds = await setsFor(tx, ready);
    const setIdOf = new Map(ready.map((match, index) => [match.id, setIds[index]]));
    await insertMatches(
      tx,
      matches.map((match) => ({
        setId: setIdOf.get(match.id) ?? null,
        eventId: event.id,
        key: match.id,
        bracket: match.bracket,
        pool: match.pool,
        round: match.round,
        number: match.number,
        bestOf: match.bestOf,
        source1: json(match.source1),
        source2: json(match.source2),
        winnerTo: json(match.winnerTo),
        loserTo: json(match.loserTo),
        ...matchData(match),
      })),
    );
  });
}

/** The columns a new bracket's match rows are written with, in the order of their values. */
const NEW_MATCH_COLUMNS = [
  "eventId",
  "key",
  "bracket",
  "pool",
  "round",
  "number",
  "bestOf",
  "source1",
  "source2",
  "winnerTo",
  "loserTo",
  "setId",
  "entrant1Id",
  "entrant2Id",
  "score1",
  "score2",
  "winnerId",
  "status",
  "isBye",
  "dq",
] as const;
type NewMatchRow = Required<
  Pick<Prisma.BracketMatchCreateManyInput, (typeof NEW_MATCH_COLUMNS)[number]>
>;
/** Rows a statement: 20 parameters each, well inside SQLite's and PostgreSQL's limits. */
const MATCHES_PER_INSERT = 200;

/**
 * A new bracket's match rows, a few hundred to an INSERT. Plain SQL: Prisma's createMany spent
 * about 400 ms of CPU building the statement for the 1,023 matches of a 512-entrant double
 * elimination, most of its start; these statements take a tenth of that.
 */
async function insertMatches(tx: Tx, rows: NewMatchRow[]) {
  const columns = join(NEW_MATCH_COLUMNS.map((column) => raw(`"${column}"`)));
  for (let first = 0; first < rows.length; first += MATCHES_PER_INSERT) {
    const values = rows
      .slice(first, first + MATCHES_PER_INSERT)
      .map((row) => sql`(${join(NEW_MATCH_COLUMNS.map((column) => row[column]))})`);
    await tx.$executeRaw`INSERT INTO "BracketMatch" (${columns}) VALUES ${join(values)}`;
  }
}

/**
 * Stores an engine change: the event's revision, its state, and the changed matches; a match
 * that is open again loses its station and set. `also` writes more
 * in the same transaction (the entrant a disqualification marks).
 */
export async function storeChange(
  event: EventRow,
  change: BracketChange,
  also?: (tx: Tx) => Promise<unknown>,
) {
  const completed = stateData(change.state).status === "completed";
  await prisma.$transaction(async (tx) => {
    await claimRevision(tx, event, stateData(change.state));
    await settleSets(tx, event, change.changed);
    for (const match of change.changed) {
      // A changed match that is not decided is new to play, or was reset: either way it gets
      // a fresh set (a reset one's stays as history) and is called again.
      const open = match.status !== "done";
      await tx.bracketMatch.update({
        where: { eventId_key: { eventId: event.id, key: match.id } },
        data: { ...matchData(match), ...(open && { setId: null, station: null, calledAt: null }) },
      });
    }
    await also?.(tx);
    if (completed) await fillTournamentWinner(tx, event, change.state);
    if (completed || event.status === "completed") {
      await storePlacements(tx, event, completed ? change.state : null);
    }
  });
}

/**
 * Each entrant's final placement, kept once the event is over (players' pages list them without
 * rebuilding brackets); cleared when a correction reopens it.
 */
async function storePlacements(tx: Tx, event: EventRow, state: BracketState | null) {
  await tx.entrant.updateMany({ where: { eventId: event.id }, data: { placement: null } });
  if (!state) return;
  const byPlacement = new Map<number, number[]>();
  for (const { entrantId, placement } of placements(state)) {
    byPlacement.set(placement, [...(byPlacement.get(placement) ?? []), entrantId]);
  }
  for (const [placement, ids] of byPlacement) {
    await tx.entrant.updateMany({ where: { id: { in: ids } }, data: { placement } });
  }
}

/**
 * Keeps the changed matches' sets in step with the bracket, for the players' records: a match
 * decided on paper completes its set with the reported score (a forfeit completes nothing, and
 * counts for nobody); a reset match's set stays as history but no longer counts.
 */
async function settleSets(tx: Tx, event: EventRow, changed: BracketMatch[]) {
  const rows = await tx.bracketMatch.findMany({
    where: {
      eventId: event.id,
      key: { in: changed.map((match) => match.id) },
      setId: { not: null },
    },
    select: {
      key: true,
      set: { select: { id: true, ...SET_SIDES } },
    },
  });
  const setOf = new Map(rows.map((row) => [row.key, row.set!]));
  for (const match of changed) {
    const set = setOf.get(match.id);
    if (set === undefined) continue;
    if (match.status !== "done") {
      await tx.set.update({ where: { id: set.id }, data: { confirmation: "none" } });
    } else if (match.dq === null && match.winnerId !== null) {
      const winner = match.winnerId === match.entrant1Id ? 1 : 2;
      await tx.set.updateMany({
        where: { id: set.id, matchStatus: { not: "completed" } },
        data: {
          matchStatus: "completed",
          completedAt: new Date(),
          winnerId: winner,
          winnerName: winner === 1 ? set.player1Name : set.player2Name,
          ...(match.score1 !== null && { player1Score: match.score1 }),
          ...(match.score2 !== null && { player2Score: match.score2 }),
        },
      });
    }
    // Either change may start or stop the set counting: its players' totals follow.
    await refreshSetPlayers(tx, set);
  }
}

/** The tournament's winner is the event's first place once it is over. */
async function fillTournamentWinner(tx: Tx, event: EventRow, state: BracketState) {
  const champion = championOf(state);
  if (champion === null) return;
  const entrant = await tx.entrant.findUnique({ where: { id: champion }, select: { name: true } });
  if (!entrant) return;
  await tx.tournament.update({
    where: { id: event.tournamentId },
    data: { winner: entrant.name },
  });
}
