import type { Prisma } from "@prisma/client";
import { MAX_ENTRANTS } from "~/models/bracket-engine";
import { DomainError } from "~/models/domain-error";
import { readEvent, type EventRow } from "~/models/event-store.server";
import { entrantSelect, entrantView } from "~/models/event-view.server";
import {
  ALREADY_STARTED,
  disqualifyEntrant,
  ENTRANT_NOT_FOUND,
  eventToRun,
  getEvent,
  isOrganiser,
  readEntrants,
  tellWatchers,
  type EntrantRow,
} from "~/models/event.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { listRankedPlayers } from "~/models/ranking.server";
import { tagKey } from "~/models/tag";
import type { PublicUser } from "~/models/user.server";
import type { AddEntrantInput } from "~/schemas/event";
import { prisma } from "~/server/db.server";

/**
 * An event's entrants before and around the start: registration (self, or an organiser adding
 * a player or a walk-in), check-in, seeding, leaving (a drop-out once the bracket runs).
 */

export const ALREADY_ENTERED = "This player is already in the event";
export const REGISTRATION_CLOSED = "Registration is closed";
export const CHECKIN_CLOSED = "Check-in is not open";
export const NOT_YOUR_ENTRY = "Only the entrant or the event's organisers can do this";
export const SEEDS_EVERY_ENTRANT = "entrantIds must list every entrant exactly once";
export const USER_NOT_FOUND = "User not found";
export const EVENT_FULL = `The event is full: a bracket holds at most ${MAX_ENTRANTS} entrants`;

const isStarted = (event: EventRow) => event.status === "running" || event.status === "completed";

type Tx = Prisma.TransactionClient;
type OpenStatus = "registration" | "checkin";
const BEFORE_START: OpenStatus[] = ["registration", "checkin"];

/**
 * Writes an entrant change in one transaction that first raises the event's revision, but only
 * while the event is in one of `statuses` (409 `refusal` otherwise). A start that read the
 * entrants before finds the revision moved and changes nothing; a change after the start finds
 * the status moved: the bracket always holds the entrants it was made from. Changes do not
 * conflict with each other (no revision condition), but the raise holds the event's row, so a
 * count and the insert it allows are one step.
 */
async function whileOpen<T>(
  eventId: number,
  statuses: OpenStatus[],
  refusal: string,
  write: (tx: Tx) => Promise<T>,
) {
  const written = await prisma.$transaction(async (tx) => {
    const { count } = await tx.event.updateMany({
      where: { id: eventId, status: { in: statuses } },
      data: { revision: { increment: 1 } },
    });
    if (count === 0) throw new DomainError(409, refusal);
    return write(tx);
  });
  // The organiser's screen above all, at the desk while players sign up on their phones.
  tellWatchers(eventId, []);
  return written;
}

async function entrantOf(eventId: number, entrantId: number) {
  const entrant = await prisma.entrant.findFirst({ where: { id: entrantId, eventId } });
  if (!entrant) throw new DomainError(404, ENTRANT_NOT_FOUND);
  return entrant;
}

/**
 * POST /api/events/{id}/entrants: with no body the actor registers (while registration is
 * open); organisers add a player ({userId}) or a walk-in ({name}) until the start.
 */
export async function addEntrant(actor: PublicUser, eventId: number, input: AddEntrantInput) {
  const event = await readEvent(eventId);
  const organiser = await isOrganiser(actor, event.tournamentId);
  const forSomeoneElse =
    Boolean(input.name) || (input.userId !== undefined && input.userId !== actor.id);
  if (forSomeoneElse && !organiser) {
    throw new DomainError(403, "Only the event's organisers can add other players");
  }
  // Players register themselves until check-in opens; organisers add people until the start.
  const open = event.status === "registration";
  if (isStarted(event) || (!open && !organiser)) throw new DomainError(409, REGISTRATION_CLOSED);
  let data: { userId: string | null; name: string };
  if (input.name) {
    data = { userId: null, name: input.name };
  } else {
    const userId = input.userId ?? actor.id;
    const user = await prisma.user.findUnique({
      where: { id: userId },
      select: { username: true },
    });
    if (!user) throw new DomainError(404, USER_NOT_FOUND);
    data = { userId, name: user.username };
  }
  const statuses: OpenStatus[] = organiser ? BEFORE_START : ["registration"];
  try {
    const entrant = await whileOpen(eventId, statuses, REGISTRATION_CLOSED, async (tx) => {
      // Anyone signed in may register, so the bracket's own bound caps the list (and the page).
      if ((await tx.entrant.count({ where: { eventId } })) >= MAX_ENTRANTS) {
        throw new DomainError(409, EVENT_FULL);
      }
      return tx.entrant.create({ data: { eventId, ...data }, select: entrantSelect });
    });
    return entrantView(entrant);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_ENTERED);
    throw error;
  }
}

/** The entrant, for its own player or an organiser (403 for anyone else). */
async function ownOrRun(actor: PublicUser, event: EventRow, entrantId: number) {
  const entrant = await entrantOf(event.id, entrantId);
  const organiser = await isOrganiser(actor, event.tournamentId);
  if (!organiser && entrant.userId !== actor.id) throw new DomainError(403, NOT_YOUR_ENTRY);
  return { entrant, organiser };
}

/**
 * DELETE /api/events/{id}/entrants/{entrantId}: before the start the entry is removed; after
 * it, the entrant drops out (a disqualification).
 */
export async function removeEntrant(actor: PublicUser, eventId: number, entrantId: number) {
  const event = await readEvent(eventId);
  await ownOrRun(actor, event, entrantId);
  if (!isStarted(event)) {
    await whileOpen(eventId, BEFORE_START, ALREADY_STARTED, (tx) =>
      tx.entrant.delete({ where: { id: entrantId } }),
    );
    return { success: true };
  }
  await disqualifyEntrant(actor, event, entrantId);
  return { success: true };
}

/**
 * POST /api/events/{id}/entrants/{entrantId}/check-in: the entrant during check-in, organisers
 * at any time before the start.
 */
export async function checkIn(actor: PublicUser, eventId: number, entrantId: number) {
  const event = await readEvent(eventId);
  const { organiser } = await ownOrRun(actor, event, entrantId);
  if (isStarted(event)) throw new DomainError(409, ALREADY_STARTED);
  if (!organiser && event.status !== "checkin") throw new DomainError(409, CHECKIN_CLOSED);
  const statuses: OpenStatus[] = organiser ? BEFORE_START : ["checkin"];
  const entrant = await whileOpen(eventId, statuses, ALREADY_STARTED, (tx) =>
    tx.entrant.update({
      where: { id: entrantId },
      data: { checkedIn: true },
      select: entrantSelect,
    }),
  );
  return entrantView(entrant);
}

/** PUT /api/events/{id}/seeds: every entrant exactly once, seed 1 first; before the start. */
export async function putSeeds(actor: PublicUser, eventId: number, entrantIds: number[]) {
  const event = await eventToRun(actor, eventId);
  if (isStarted(event)) throw new DomainError(409, ALREADY_STARTED);
  // Checked against the entrants as they stand inside the write: one added or removed meanwhile
  // makes the list wrong, never a half-seeded event.
  await whileOpen(eventId, BEFORE_START, ALREADY_STARTED, async (tx) => {
    const known = new Set(
      (await tx.entrant.findMany({ where: { eventId }, select: { id: true } })).map(({ id }) => id),
    );
    const exact =
      entrantIds.length === known.size &&
      new Set(entrantIds).size === entrantIds.length &&
      entrantIds.every((id) => known.has(id));
    if (!exact) throw new DomainError(400, SEEDS_EVERY_ENTRANT);
    for (const [index, id] of entrantIds.entries()) {
      await tx.entrant.update({ where: { id }, data: { seed: index + 1 } });
    }
  });
  return getEvent(eventId);
}

/** Each user's record in bracket matches on the site: sets won minus sets lost. */
async function siteRecords(userIds: string[]) {
  const records = new Map<string, number>();
  if (userIds.length === 0) return records;
  const entries = await prisma.entrant.findMany({
    where: { userId: { in: userIds } },
    select: { id: true, userId: true },
  });
  const owner = new Map(entries.map((entry) => [entry.id, entry.userId!]));
  const ids = [...owner.keys()];
  const played = await prisma.bracketMatch.findMany({
    where: {
      status: "done",
      isBye: false,
      dq: null,
      OR: [{ entrant1Id: { in: ids } }, { entrant2Id: { in: ids } }],
    },
    select: { entrant1Id: true, entrant2Id: true, winnerId: true },
  });
  for (const match of played) {
    for (const id of [match.entrant1Id, match.entrant2Id]) {
      const userId = id !== null ? owner.get(id) : undefined;
      if (!userId) continue;
      records.set(userId, (records.get(userId) ?? 0) + (match.winnerId === id ? 1 : -1));
    }
  }
  return records;
}

/**
 * GET /api/events/{id}/seeds/proposal (organisers): ranked players first in rank order (matched
 * by tag), then the rest by their record on the site, then in sign-up order.
 */
export async function seedProposal(actor: PublicUser, eventId: number) {
  await eventToRun(actor, eventId);
  const entrants = await readEntrants(eventId);
  const ranks = new Map(listRankedPlayers().map((player) => [tagKey(player.tag), player.rank]));
  const records = await siteRecords(
    entrants.flatMap((entrant) => (entrant.userId ? [entrant.userId] : [])),
  );
  const rankOf = (entrant: EntrantRow) => ranks.get(tagKey(entrant.name)) ?? Infinity;
  const recordOf = (entrant: EntrantRow) =>
    entrant.userId ? (records.get(entrant.userId) ?? 0) : 0;
  // Sorting is stable and the entrants come in sign-up order: equal ranks and records keep it.
  const ordered = [...entrants].sort(
    (a, b) => rankOf(a) - rankOf(b) || (rankOf(a) === Infinity ? recordOf(b) - recordOf(a) : 0),
  );
  return { entrantIds: ordered.map((entrant) => entrant.id) };
}
