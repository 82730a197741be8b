import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { listRankedPlayers } from "~/models/ranking.server";
import { rawBoolean, rawDateOrNull, type RawBoolean } from "~/models/raw-row.server";
import { tagKey } from "~/models/tag";
import { MAX_TAG_PARAM, type Period } from "~/schemas/player";
import { join, prisma, raw, sql } from "~/server/db.server";

/**
 * Players' public records, built from the sets played on the site that count: completed sets
 * between two accounts that are either bracket sets (counted at once) or score-tracker sets the
 * opponent confirmed. Sets against walk-ins or unlinked names count for nobody. Every count is
 * taken from the first player's side. A page's record, characters and most played opponents are
 * the running totals kept with each result (player-records.server.ts): a few rows, however many
 * sets the player has. Its recent sets, and a head-to-head's games, walk one player's (or one
 * pair's) sets through the indexes on (player1UserId, …) and (player2UserId, …): never every set
 * of the site. Each page is a handful of reads: every read costs Prisma's work as well as the
 * database's.
 */

export const PLAYER_NOT_FOUND = "Player not found";

const RECENT_SETS = 20;
const MOST_PLAYED = 10;
const RESULTS = 50;
const HISTORY = 100;

const COUNTED = {
  matchStatus: "completed",
  confirmation: { in: ["bracket", "confirmed"] },
} satisfies Prisma.SetWhereInput;

type Side = 1 | 2;
const SIDES: Side[] = [1, 2];

const isAllTime = (period?: Period) => !period?.from && !period?.to;

/** The player's counted sets on one side: as player 1 or as player 2 (one index each). */
function countedOn(
  side: Side,
  userId: string,
  opponentId?: string,
  period?: Period,
): Prisma.SetWhereInput {
  const completedAt = {
    ...(period?.from && { gte: new Date(`${period.from}T00:00:00Z`) }),
    ...(period?.to && { lt: new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000) }),
  };
  return {
    ...COUNTED,
    [side === 1 ? "player1UserId" : "player2UserId"]: userId,
    [side === 1 ? "player2UserId" : "player1UserId"]: opponentId ?? { not: null },
    ...(Object.keys(completedAt).length > 0 && { completedAt }),
  };
}

const userSelect = {
  id: true,
  username: true,
  role: true,
  isAdmin: true,
  isBanned: true,
  profilePicture: true,
  slippiCode: true,
  main: true,
  secondaries: true,
} satisfies Prisma.UserSelect;

/** The account a tag names, if it has a page: a banned player's is the same 404 as nobody's. */
function listed<User extends { isBanned: boolean }>(user: User | null | undefined): User {
  if (!user || user.isBanned) throw new DomainError(404, PLAYER_NOT_FOUND);
  return user;
}

function keyOf(tag: string) {
  if (tag.length > MAX_TAG_PARAM) throw new DomainError(404, PLAYER_NOT_FOUND);
  return tagKey(tag);
}

/** Two players by their tags, in one read (404 when either has no page). */
async function playersByTags(tag: string, otherTag: string) {
  const keys = [keyOf(tag), keyOf(otherTag)];
  const users = await prisma.user.findMany({
    where: { usernameKey: { in: keys } },
    select: { ...userSelect, usernameKey: true },
  });
  const byKey = new Map(users.map((user) => [user.usernameKey, user]));
  return [listed(byKey.get(keys[0])), listed(byKey.get(keys[1]))] as const;
}

type WonLost = { won: number; lost: number };
const tally = (): WonLost => ({ won: 0, lost: 0 });

type OpponentRecord = { sets: WonLost; games: WonLost };
const emptyRecord = (): OpponentRecord => ({ sets: tally(), games: tally() });

/** A running total as the page shows it. */
const recordFrom = (totals: {
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
}): OpponentRecord => ({
  sets: { won: totals.setsWon, lost: totals.setsLost },
  games: { won: totals.gamesWon, lost: totals.gamesLost },
});

/**
 * Sets and games won and lost against the opponent within the period: the pair's running total
 * for all time, else one grouped read per side of the pair's sets in the period.
 */
async function pairRecord(userId: string, opponentId: string, period: Period) {
  if (isAllTime(period)) {
    const totals = await prisma.pairRecord.findUnique({
      where: { userId_opponentId: { userId, opponentId } },
    });
    return totals ? recordFrom(totals) : emptyRecord();
  }
  const record = emptyRecord();
  for (const side of SIDES) {
    const groups = await prisma.set.groupBy({
      by: ["winnerId"],
      where: countedOn(side, userId, opponentId, period),
      _count: { _all: true },
      _sum: { player1Score: true, player2Score: true },
    });
    for (const group of groups) {
      const [mine, theirs] =
        side === 1
          ? [group._sum.player1Score, group._sum.player2Score]
          : [group._sum.player2Score, group._sum.player1Score];
      if (group.winnerId === side) record.sets.won += group._count._all;
      else record.sets.lost += group._count._all;
      record.games.won += mine ?? 0;
      record.games.lost += theirs ?? 0;
    }
  }
  return record;
}

const setSelect = {
  id: true,
  completedAt: true,
  player1Name: true,
  player2Name: true,
  player1UserId: true,
  player2UserId: true,
  player1Score: true,
  player2Score: true,
  winnerId: true,
  bracketMatch: {
    select: { event: { select: { id: true, name: true } } },
    take: 1,
  },
} satisfies Prisma.SetSelect;
/** A counted set as a page lists it: its score, sides, and the event it was played in. */
type SetRow = {
  id: number;
  completedAt: Date | null;
  player1Name: string;
  player2Name: string;
  player1UserId: string | null;
  player2UserId: string | null;
  player1Score: number;
  player2Score: number;
  winnerId: number | null;
  eventId: number | null;
  eventName: string | null;
};
const withEvent = ({
  bracketMatch,
  ...set
}: Prisma.SetGetPayload<{ select: typeof setSelect }>) => {
  const event = bracketMatch[0]?.event ?? null;
  return { ...set, eventId: event?.id ?? null, eventName: event?.name ?? null };
};
const newestFirst = [
  { completedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.SetOrderByWithRelationInput[];

/**
 * The player's newest `take` counted sets on one side (one index range each), with the
 * opponent's account: merged below.
 */
const newestOnSide = (side: Side, userId: string, take: number) => {
  const [mine, theirs] =
    side === 1 ? ['"player1UserId"', '"player2UserId"'] : ['"player2UserId"', '"player1UserId"'];
  return sql`SELECT * FROM (
    SELECT "id", "completedAt", "player1Name", "player2Name", "player1UserId", "player2UserId",
      "player1Score", "player2Score", "winnerId", ${raw(theirs)} AS "opponentId"
    FROM "ScoreMatch"
    WHERE ${raw(mine)} = ${userId} AND ${raw(theirs)} IS NOT NULL
      AND "matchStatus" = ${COUNTED.matchStatus}
      AND "confirmation" IN (${join(COUNTED.confirmation.in)})
    ORDER BY "completedAt" DESC, "id" DESC
    LIMIT ${take}) AS ${raw(`"side${side}"`)}`;
};

/**
 * The player's newest `take` counted sets, newest first, each with its event and the opponent's
 * tag (null for a banned opponent, whose page does not exist): one statement.
 */
async function newestSets(userId: string, take: number) {
  const rows = await prisma.$queryRaw<
    (Omit<SetRow, "completedAt"> & {
      completedAt: Date | string | null;
      opponentTag: string | null;
    })[]
  >`
    SELECT "s".*, "e"."id" AS "eventId", "e"."name" AS "eventName", "o"."username" AS "opponentTag"
    FROM (${newestOnSide(1, userId, take)} UNION ALL ${newestOnSide(2, userId, take)}) AS "s"
    LEFT JOIN "BracketMatch" AS "m"
      ON "m"."id" = (SELECT min("b"."id") FROM "BracketMatch" AS "b" WHERE "b"."setId" = "s"."id")
    LEFT JOIN "Event" AS "e" ON "e"."id" = "m"."eventId"
    LEFT JOIN "User" AS "o" ON "o"."id" = "s"."opponentId" AND "o"."isBanned" = false
    ORDER BY "s"."completedAt" DESC, "s"."id" DESC
    LIMIT ${take}`;
  return rows.map((row) => ({ ...row, completedAt: rawDateOrNull(row.completedAt) }));
}

/** A set as the player's side sees it: the score theirs first. */
function fromSide(set: SetRow, userId: string) {
  const side: Side = set.player1UserId === userId ? 1 : 2;
  const [mine, theirs] =
    side === 1 ? [set.player1Score, set.player2Score] : [set.player2Score, set.player1Score];
  return {
    setId: set.id,
    date: set.completedAt?.toISOString() ?? null,
    opponentId: side === 1 ? set.player2UserId : set.player1UserId,
    opponentName: side === 1 ? set.player2Name : set.player1Name,
    score: `${mine}–${theirs}`,
    won: set.winnerId === side,
    eventId: set.eventId,
    eventName: set.eventName,
  };
}

/** The tags of these accounts, banned ones left out (their pages do not exist). */
async function tagsOf(ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const users = await prisma.user.findMany({
    where: { id: { in: ids }, isBanned: false },
    select: { id: true, username: true },
  });
  return new Map(users.map((user) => [user.id, user.username]));
}

/**
 * The tags of a set's linked players who have a page, by side: its names link to them (a walk-in,
 * an unlinked name or a banned player: null).
 */
export async function setPlayerTags(set: {
  player1UserId: string | null;
  player2UserId: string | null;
}) {
  const ids = [set.player1UserId, set.player2UserId].filter((id) => id !== null);
  const tags = await tagsOf(ids);
  const tagOf = (id: string | null) => (id ? (tags.get(id) ?? null) : null);
  return { player1: tagOf(set.player1UserId), player2: tagOf(set.player2UserId) };
}

/** The player and their running totals (null before their first counted set). */
async function playerWithTotals(tag: string) {
  const [row] = await prisma.$queryRaw<
    {
      id: string;
      username: string;
      role: string;
      isAdmin: RawBoolean;
      isBanned: RawBoolean;
      profilePicture: string | null;
      slippiCode: string | null;
      main: string | null;
      secondaries: string | null;
      setsWon: number | null;
      setsLost: number | null;
      gamesWon: number | null;
      gamesLost: number | null;
    }[]
  >`
    SELECT "u"."id", "u"."username", "u"."role", "u"."isAdmin", "u"."isBanned",
      "u"."profilePicture", "u"."slippiCode", "u"."main", "u"."secondaries",
      "r"."setsWon", "r"."setsLost", "r"."gamesWon", "r"."gamesLost"
    FROM "User" AS "u" LEFT JOIN "PlayerRecord" AS "r" ON "r"."userId" = "u"."id"
    WHERE "u"."usernameKey" = ${keyOf(tag)}`;
  const user = listed(
    row && { ...row, isAdmin: rawBoolean(row.isAdmin), isBanned: rawBoolean(row.isBanned) },
  );
  const { setsWon, setsLost, gamesWon, gamesLost } = user;
  return {
    user,
    record:
      setsWon === null || setsLost === null || gamesWon === null || gamesLost === null
        ? emptyRecord()
        : recordFrom({ setsWon, setsLost, gamesWon, gamesLost }),
  };
}

/** Games and games won by character, the most played first. */
const charactersOf = (userId: string) =>
  prisma.$queryRaw<{ character: string; games: number; won: number }[]>`
    SELECT "character", "games", "won" FROM "PlayerCharacterRecord"
    WHERE "userId" = ${userId}
    ORDER BY "games" DESC, "character" ASC`;

/**
 * The most played opponents who have a page, with the pair's running total: the top of the
 * player's range of the (userId, sets, …) index, the latest played first among equals.
 */
const mostPlayed = (userId: string) =>
  prisma.$queryRaw<{ id: string; tag: string; won: number; lost: number }[]>`
    SELECT "p"."opponentId" AS "id", "o"."username" AS "tag", "p"."setsWon" AS "won",
      "p"."setsLost" AS "lost"
    FROM "PairRecord" AS "p" JOIN "User" AS "o" ON "o"."id" = "p"."opponentId"
    WHERE "p"."userId" = ${userId} AND "o"."isBanned" = false
    ORDER BY "p"."sets" DESC, "p"."lastPlayedAt" DESC, "p"."opponentId" DESC
    LIMIT ${MOST_PLAYED}`;

/** Event placements with how many entered, the newest event first. */
async function resultsOf(userId: string) {
  const rows = await prisma.$queryRaw<
    {
      eventId: number;
      eventName: string;
      tournamentId: number;
      tournamentName: string;
      date: string;
      placement: number;
      entrants: number | bigint;
    }[]
  >`
    SELECT "e"."id" AS "eventId", "e"."name" AS "eventName", "t"."id" AS "tournamentId",
      "t"."name" AS "tournamentName", "t"."startDate" AS "date", "n"."placement",
      (SELECT count(*) FROM "Entrant" AS "c" WHERE "c"."eventId" = "e"."id") AS "entrants"
    FROM "Entrant" AS "n"
    JOIN "Event" AS "e" ON "e"."id" = "n"."eventId"
    JOIN "Tournament" AS "t" ON "t"."id" = "e"."tournamentId"
    WHERE "n"."userId" = ${userId} AND "n"."placement" IS NOT NULL
    ORDER BY "e"."createdAt" DESC, "e"."id" DESC
    LIMIT ${RESULTS}`;
  return rows.map((row) => ({ ...row, entrants: Number(row.entrants) }));
}

/** The SSBMRank entry whose tag is this player's, if any. */
function rankingOf(tag: string) {
  const key = tagKey(tag);
  const entry = listRankedPlayers().find((player) => tagKey(player.tag) === key);
  if (!entry) return null;
  const { rank, character, region, country, points } = entry;
  return { rank, character, region, country, points };
}

/** GET /api/players/{tag} and /players/{tag}: a player's public page. */
export async function playerPage(tag: string) {
  const { user, record } = await playerWithTotals(tag);
  // Raw reads: Prisma loads each relation with a statement of its own (14 for this page).
  const [characters, opponents, results, recent] = await Promise.all([
    charactersOf(user.id),
    mostPlayed(user.id),
    resultsOf(user.id),
    newestSets(user.id, RECENT_SETS),
  ]);
  return {
    id: user.id,
    tag: user.username,
    role: user.role,
    isAdmin: user.isAdmin,
    picture: user.profilePicture,
    slippiCode: user.slippiCode,
    main: user.main,
    secondaries: (user.secondaries ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    ranking: rankingOf(user.username),
    record,
    characters,
    results,
    recentSets: recent.map((set) => {
      const { opponentId, eventName: _eventName, ...seen } = fromSide(set, user.id);
      return {
        ...seen,
        opponent: set.opponentTag ? { id: opponentId!, tag: set.opponentTag } : null,
      };
    }),
    opponents,
  };
}
export type PlayerPage = Awaited<ReturnType<typeof playerPage>>;

/**
 * Games won and lost by stage, and by the two characters, from the first player's side: one
 * grouped read per side gives both.
 */
async function gameSplits(userId: string, opponentId: string, period: Period) {
  const stages = new Map<string, WonLost>();
  const matchups = new Map<string, WonLost & { character: string; opponentCharacter: string }>();
  const count = (entry: WonLost, won: boolean, games: number) => {
    if (won) entry.won += games;
    else entry.lost += games;
  };
  for (const side of SIDES) {
    const [mine, theirs] =
      side === 1
        ? (["player1Character", "player2Character"] as const)
        : (["player2Character", "player1Character"] as const);
    const groups = await prisma.game.groupBy({
      by: ["stage", mine, theirs, "winnerId"],
      where: { set: countedOn(side, userId, opponentId, period) },
      _count: { _all: true },
    });
    for (const group of groups) {
      const [won, games] = [group.winnerId === side, group._count._all];
      if (group.stage !== null) {
        const entry = stages.get(group.stage) ?? tally();
        count(entry, won, games);
        stages.set(group.stage, entry);
      }
      const [character, opponentCharacter] = [group[mine], group[theirs]];
      if (character !== null && opponentCharacter !== null) {
        const key = `${character}\u0000${opponentCharacter}`;
        const entry = matchups.get(key) ?? { character, opponentCharacter, ...tally() };
        count(entry, won, games);
        matchups.set(key, entry);
      }
    }
  }
  const played = (entry: WonLost) => entry.won + entry.lost;
  return {
    byStage: [...stages]
      .map(([stage, entry]) => ({ stage, ...entry }))
      .sort((a, b) => played(b) - played(a) || a.stage.localeCompare(b.stage)),
    byMatchup: [...matchups.values()].sort((a, b) => played(b) - played(a)),
  };
}

/** The pair's newest counted sets in the period, both sides in one read (a pair's are few). */
async function pairHistory(userId: string, opponentId: string, period: Period) {
  const sets = await prisma.set.findMany({
    where: { OR: SIDES.map((side) => countedOn(side, userId, opponentId, period)) },
    select: setSelect,
    orderBy: newestFirst,
    take: HISTORY,
  });
  return sets.map(withEvent);
}

/**
 * GET /api/players/{tag}/head-to-head/{other} and /players/{tag}/vs/{other}: two players' sets
 * against each other within the period, from the first player's side (zeros when they never
 * played).
 */
export async function headToHead(tag: string, otherTag: string, period: Period) {
  const [player, opponent] = await playersByTags(tag, otherTag);
  const [record, splits, history] = await Promise.all([
    pairRecord(player.id, opponent.id, period),
    gameSplits(player.id, opponent.id, period),
    pairHistory(player.id, opponent.id, period),
  ]);
  return {
    player: { id: player.id, tag: player.username },
    opponent: { id: opponent.id, tag: opponent.username },
    period,
    ...record,
    ...splits,
    history: history.map((set) => {
      const {
        opponentId: _opponentId,
        opponentName: _opponentName,
        ...seen
      } = fromSide(set, player.id);
      return seen;
    }),
  };
}
export type HeadToHead = Awaited<ReturnType<typeof headToHead>>;

/** Every player with a public page (not banned): the sitemap's section, a page at a time. */
const listedPlayers = { isBanned: false } satisfies Prisma.UserWhereInput;

export function playersForSitemap(skip: number, take: number) {
  return prisma.user.findMany({
    where: listedPlayers,
    orderBy: { id: "asc" },
    skip,
    take,
    select: { username: true, updatedAt: true },
  });
}

export const countPlayersForSitemap = () => prisma.user.count({ where: listedPlayers });

/** Which of these tags belong to players with a page (an account, not banned), as given. */
export async function tagsWithPages(tags: string[]) {
  if (tags.length === 0) return [];
  const keys = await prisma.user.findMany({
    where: { usernameKey: { in: tags.map(tagKey) }, isBanned: false },
    select: { usernameKey: true },
  });
  const found = new Set(keys.map((user) => user.usernameKey));
  return tags.filter((tag) => found.has(tagKey(tag)));
}
