import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import { searchTournamentPage, type TournamentFilter } from "~/models/search-index.server";
import { searchTerms } from "~/models/search-terms";
import {
  addDaysToDay,
  currentFrom,
  PAST_CUTOFF,
  timeframeEnd,
  today,
} from "~/models/tournament-dates";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import type { TournamentQuery, TournamentSubmission, REVIEW_STATUSES } from "~/schemas/tournament";
import { readMostly } from "~/server/content-version.server";
import { prisma } from "~/server/db.server";

export const TOURNAMENT_NOT_FOUND = "Tournament not found";
export const ALREADY_REVIEWED = "This tournament has already been reviewed";

export const PENDING_REVIEW = "Pending Review";
/** Statuses everyone may see (search included); Pending Review and Rejected are for admins. */
export const PUBLIC_STATUSES = ["Open", "Approved"];

/** What guests and users see: no submitter, no email. */
export const tournamentPublicSelect = {
  id: true,
  name: true,
  description: true,
  type: true,
  startDate: true,
  endDate: true,
  location: true,
  region: true,
  registeredPlayers: true,
  maxPlayers: true,
  registrationOpen: true,
  registrationFee: true,
  prizePool: true,
  imageUrl: true,
  status: true,
  winner: true,
  doublesWinner: true,
  createdAt: true,
} as const satisfies Prisma.TournamentSelect;

/** Admins also see who submitted it and who reviewed it. */
export const tournamentAdminSelect = {
  ...tournamentPublicSelect,
  submittedBy: true,
  submitterEmail: true,
  processedAt: true,
  processedBy: true,
} as const satisfies Prisma.TournamentSelect;

export type PublicTournament = Prisma.TournamentGetPayload<{
  select: typeof tournamentPublicSelect;
}>;

export type AdminTournament = Prisma.TournamentGetPayload<{
  select: typeof tournamentAdminSelect;
}>;

const selectFor = (viewer: PublicUser | null) =>
  isAdmin(viewer) ? tournamentAdminSelect : tournamentPublicSelect;

const searchTextOf = (t: { name: string; description: string; location: string }) =>
  `${t.name}\n${t.description}\n${t.location}`.toLowerCase();

const visible = { status: { in: PUBLIC_STATUSES } } satisfies Prisma.TournamentWhereInput;

/** Current or upcoming: started at most three days ago. */
const currentOrUpcoming = (todayDay: string) =>
  ({ ...visible, startDate: { gte: currentFrom(todayDay) } }) satisfies Prisma.TournamentWhereInput;

/** The list's filters, besides its search words (the indexes on status, region, type and date). */
function listFilter(query: TournamentQuery, todayDay: string): TournamentFilter {
  return {
    statuses: PUBLIC_STATUSES,
    startDate:
      query.mode === "past"
        ? { lt: currentFrom(todayDay), gte: PAST_CUTOFF }
        : { gte: currentFrom(todayDay), lte: timeframeEnd(todayDay, query.timeframe) },
    ...(query.region !== "all" && { region: query.region }),
    ...(query.type !== "all" && { type: query.type }),
  };
}

const whereOf = (filter: TournamentFilter): Prisma.TournamentWhereInput => ({
  ...(filter.statuses && { status: { in: filter.statuses } }),
  startDate: filter.startDate,
  ...(filter.region && { region: filter.region }),
  ...(filter.type && { type: filter.type }),
});

/**
 * One page of a tournament list, in start-date order, and how many there are in all. Search words
 * go through the full-text index: every word must start a word of the name, description or
 * location, accents and case ignored ("spring" finds "Springfield", "pokemon" "Pokémon").
 */
async function findListPage<S extends Prisma.TournamentSelect>(
  filter: TournamentFilter,
  q: string,
  direction: "asc" | "desc",
  take: number,
  select: S,
) {
  const orderBy = [{ startDate: direction }, { id: direction }];
  if (!q) {
    const where = whereOf(filter);
    const [rows, total] = await Promise.all([
      prisma.tournament.findMany({ where, orderBy, take, select }),
      prisma.tournament.count({ where }),
    ]);
    return { rows, total };
  }
  const page = await searchTournamentPage(searchTerms(q), filter, direction, take);
  const rows = await prisma.tournament.findMany({
    where: { id: { in: page.ids } },
    orderBy,
    select,
  });
  return { rows, total: page.total };
}

/**
 * One page of the tournament list: filtered, searched, sorted and limited in the database.
 * Upcoming runs soonest first, past most recent first.
 */
export function listTournaments(query: TournamentQuery, now = new Date()) {
  return readMostly(`tournaments:${today(now)}:${JSON.stringify(query)}`, () =>
    queryTournaments(query, now),
  );
}

async function queryTournaments(query: TournamentQuery, now: Date) {
  const direction = query.mode === "past" ? "desc" : "asc";
  const { rows: tournaments, total } = await findListPage(
    listFilter(query, today(now)),
    query.q,
    direction,
    query.limit,
    tournamentPublicSelect,
  );
  return { tournaments, total, hasMore: total > tournaments.length };
}

/** The hero tiles: current/upcoming count, their registered players, and those starting this week. */
export function tournamentStats(now = new Date()) {
  return readMostly(`tournament-stats:${today(now)}`, () => countTournaments(now));
}

async function countTournaments(now: Date) {
  const todayDay = today(now);
  const where = currentOrUpcoming(todayDay);
  const [active, players, thisWeek] = await Promise.all([
    prisma.tournament.count({ where }),
    prisma.tournament.aggregate({ where, _sum: { registeredPlayers: true } }),
    prisma.tournament.count({
      where: { ...visible, startDate: { gte: todayDay, lte: addDaysToDay(todayDay, 7) } },
    }),
  ]);
  return {
    activeCount: active,
    registeredPlayers: players._sum.registeredPlayers ?? 0,
    thisWeekCount: thisWeek,
  };
}

/** The featured tournament: the current or upcoming one with the most registered players. */
export function featuredTournament(now = new Date()) {
  return readMostly(`featured-tournament:${today(now)}`, () =>
    prisma.tournament.findFirst({
      where: currentOrUpcoming(today(now)),
      orderBy: [{ registeredPlayers: "desc" }, { startDate: "asc" }, { id: "asc" }],
      select: tournamentPublicSelect,
    }),
  );
}

/** One tournament; pending and rejected ones exist only for admins (404 for everyone else). */
export async function getTournament(viewer: PublicUser | null, id: number) {
  const tournament = await prisma.tournament.findFirst({
    where: { id, ...(isAdmin(viewer) ? {} : visible) },
    select: selectFor(viewer),
  });
  if (!tournament) throw new DomainError(404, TOURNAMENT_NOT_FOUND);
  return tournament;
}

export type ApiTournamentQuery = {
  /** With no mode the whole (limited) list comes back, as API clients expect. */
  list: TournamentQuery | null;
  status: string | null;
  limit: number;
};

/**
 * GET /api/tournaments. Guests and users get open and approved tournaments without anyone's
 * email; admins get every status (optionally one) with the submitter and review fields.
 */
export async function listTournamentsForApi(viewer: PublicUser | null, query: ApiTournamentQuery) {
  const admin = isAdmin(viewer);
  const base: TournamentFilter = query.list
    ? listFilter(query.list, today())
    : { statuses: PUBLIC_STATUSES, startDate: {} };
  const filter: TournamentFilter = admin
    ? {
        ...base,
        statuses: query.status ? [query.status] : query.list ? base.statuses : null,
      }
    : base;
  const direction = query.list?.mode === "past" ? "desc" : "asc";
  const { rows } = await findListPage(
    filter,
    query.list?.q ?? "",
    direction,
    query.limit,
    selectFor(viewer),
  );
  return rows;
}

/**
 * A signed-in user submits a tournament. It waits for review: status, players, registration and
 * the submitter all come from the server, whatever the client sent.
 */
export async function submitTournament(user: PublicUser, input: TournamentSubmission) {
  const created = await prisma.tournament.create({
    data: {
      ...input,
      searchText: searchTextOf(input),
      status: PENDING_REVIEW,
      registeredPlayers: 0,
      registrationOpen: true,
      submittedById: user.id,
      submittedBy: user.username,
      submitterEmail: user.email,
    },
    select: tournamentAdminSelect,
  });
  publish("toAdmins", { event: "tournamentSubmitted", payload: { id: created.id } });
  return created;
}

/** The admin page's Pending Requests: submissions waiting for review, oldest first. */
export async function listPendingTournaments(actor: PublicUser) {
  requireAdmin(actor);
  return prisma.tournament.findMany({
    where: { status: PENDING_REVIEW },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
    select: tournamentAdminSelect,
  });
}

export function countPendingTournaments() {
  return prisma.tournament.count({ where: { status: PENDING_REVIEW } });
}

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * An admin approves or rejects a submission. Who and when come from the session and the clock;
 * the conditional update lets only one of two simultaneous reviews win (the other gets a 409).
 * The decision is copied into the review history, which outlives a rejected tournament.
 */
async function review(
  tx: Prisma.TransactionClient,
  actor: PublicUser,
  id: number,
  status: ReviewStatus,
) {
  const processedAt = new Date();
  const { count } = await tx.tournament.updateMany({
    where: { id, status: PENDING_REVIEW },
    data: { status, processedAt, processedBy: actor.username },
  });
  if (count === 0) {
    const exists = await tx.tournament.findUnique({ where: { id }, select: { id: true } });
    throw new DomainError(exists ? 409 : 404, exists ? ALREADY_REVIEWED : TOURNAMENT_NOT_FOUND);
  }
  const tournament = await tx.tournament.findUniqueOrThrow({
    where: { id },
    select: tournamentAdminSelect,
  });
  await tx.tournamentReview.create({
    data: {
      tournamentId: id,
      name: tournament.name,
      status: status === "Approved" ? "approved" : "rejected",
      submittedBy: tournament.submittedBy ?? "unknown",
      submittedAt: tournament.createdAt,
      processedAt,
      processedBy: actor.username,
    },
  });
  return tournament;
}

const announceReview = (id: number) =>
  publish("toAdmins", { event: "tournamentReviewed", payload: { id } });

/** PATCH /api/tournaments/{id} and the admin page's Approve: admins only. */
export async function reviewTournament(actor: PublicUser, id: number, status: ReviewStatus) {
  requireAdmin(actor);
  const reviewed = await prisma.$transaction((tx) => review(tx, actor, id, status));
  announceReview(id);
  return reviewed;
}

/** DELETE /api/tournaments/{id}: admins only (API clients delete after rejecting). */
export async function deleteTournament(actor: PublicUser, id: number) {
  requireAdmin(actor);
  const { count } = await prisma.tournament.deleteMany({ where: { id } });
  if (count === 0) throw new DomainError(404, TOURNAMENT_NOT_FOUND);
  announceReview(id);
}

/** The admin page's Reject: marks it Rejected (kept in the history), then removes it, at once. */
export async function rejectTournament(actor: PublicUser, id: number) {
  requireAdmin(actor);
  const rejected = await prisma.$transaction(async (tx) => {
    const tournament = await review(tx, actor, id, "Rejected");
    await tx.tournament.delete({ where: { id } });
    return tournament;
  });
  announceReview(id);
  return rejected;
}

/** Reviewed submissions for the admin Request History, newest decision first. */
export function tournamentReviewHistory(take: number) {
  return prisma.tournamentReview.findMany({
    orderBy: [{ processedAt: "desc" }, { id: "desc" }],
    take,
  });
}

// Calendar apps keep events they already have; a month of recent past keeps the feed useful.
const CURRENT_FEED_DAYS = 30;

/** Approved and open tournaments ending at most a month ago, soonest first (the calendar feed). */
export function upcomingTournamentsForFeed(now = new Date(), take = 500) {
  return prisma.tournament.findMany({
    where: { ...visible, endDate: { gte: addDaysToDay(today(now), -CURRENT_FEED_DAYS) } },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take,
    select: tournamentPublicSelect,
  });
}

/** Every public tournament's id and last change (the sitemap). */
export function tournamentsForSitemap(skip: number, take: number) {
  return prisma.tournament.findMany({
    where: visible,
    orderBy: { id: "asc" },
    skip,
    take,
    select: { id: true, updatedAt: true },
  });
}

export function countTournamentsForSitemap() {
  return prisma.tournament.count({ where: visible });
}

/** Seeds: a tournament with its search text filled in. */
export function tournamentData(
  data: Omit<Prisma.TournamentUncheckedCreateInput, "searchText">,
): Prisma.TournamentUncheckedCreateInput {
  return { ...data, searchText: searchTextOf(data) };
}
