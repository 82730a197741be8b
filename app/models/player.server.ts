import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { listRankedPlayers } from "~/models/ranking.server";
import { tagKey } from "~/models/tag";
import { MAX_TAG_PARAM, type Period } from "~/schemas/player";
import { prisma } from "~/server/db.server";

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
type SetRow = Prisma.SetGetPayload<{ select: typeof setSelect }>;
const newestFirst = [
  { completedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.SetOrderByWithRelationInput[];

/** The player's newest `take` counted sets, merged from both sides' indexes, newest first. */
async function newestSets(userId: string, take: number) {
  const [first, second] = await Promise.all(
    SIDES.map((side) =>
      prisma.set.findMany({
        where: countedOn(side, userId),
        select: setSelect,
        orderBy: newestFirst,
        take,
      }),
    ),
  );
  return [...first, ...second]
    .sort(
      (a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0) || b.id - a.id,
    )
    .slice(0, take);
}

/** A set as the player's side sees it: the score theirs first. */
function fromSide(set: SetRow, userId: string) {
  const side: Side = set.player1UserId === userId ? 1 : 2;
  const [mine, theirs] =
    side === 1 ? [set.player1Score, set.player2Score] : [set.player2Score, set.player1Score];
  const event = set.bracketMatch[0]?.event ?? null;
  return {
    setId: set.id,
    date: set.completedAt?.toISOString() ?? null,
    opponentId: side === 1 ? set.player2UserId : set.player1UserId,
    opponentName: side === 1 ? set.player2Name : set.player1Name,
    score: `${mine}–${theirs}`,
    won: set.winnerId === side,
    eventId: event?.id ?? null,
    eventName: event?.name ?? null,
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

/**
 * What a page reads with its player, in the same query: the running totals, the most played
 * opponents (the most played first, then the latest played: the top of the player's range of
 * the (userId, sets, …) index) and the event placements, newest event first.
 */
const pageSelect = {
  ...userSelect,
  playerRecord: true,
  characterRecords: { select: { character: true, games: true, won: true } },
  pairRecords: {
    orderBy: [{ sets: "desc" }, { lastPlayedAt: "desc" }, { opponentId: "desc" }],
    take: MOST_PLAYED,
    select: { opponentId: true, setsWon: true, setsLost: true },
  },
  eventEntries: {
    where: { placement: { not: null } },
    select: {
      placement: true,
      event: {
        select: {
          id: true,
          name: true,
          createdAt: true,
          tournament: { select: { id: true, name: true, startDate: true } },
          _count: { select: { entrants: true } },
        },
      },
    },
    orderBy: { event: { createdAt: "desc" } },
    take: RESULTS,
  },
} satisfies Prisma.UserSelect;
type PageRow = Prisma.UserGetPayload<{ select: typeof pageSelect }>;

/** Event placements with how many entered. */
function resultsOf(entries: PageRow["eventEntries"]) {
  return entries.map(({ placement, event }) => ({
    eventId: event.id,
    eventName: event.name,
    tournamentId: event.tournament.id,
    tournamentName: event.tournament.name,
    date: event.tournament.startDate,
    placement: placement!,
    entrants: event._count.entrants,
  }));
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
  const user = listed(
    await prisma.user.findUnique({ where: { usernameKey: keyOf(tag) }, select: pageSelect }),
  );
  const recent = await newestSets(user.id, RECENT_SETS);
  const most = user.pairRecords.map((pair) => ({
    id: pair.opponentId,
    won: pair.setsWon,
    lost: pair.setsLost,
  }));
  const opponentOf = (set: (typeof recent)[number]) =>
    set.player1UserId === user.id ? set.player2UserId! : set.player1UserId!;
  // One read names every opponent the page shows.
  const tags = await tagsOf([...new Set([...most.map(({ id }) => id), ...recent.map(opponentOf)])]);
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
    record: user.playerRecord ? recordFrom(user.playerRecord) : emptyRecord(),
    characters: user.characterRecords.sort(
      (a, b) => b.games - a.games || a.character.localeCompare(b.character),
    ),
    results: resultsOf(user.eventEntries),
    recentSets: recent.map((set) => {
      const { opponentId, eventName: _eventName, ...seen } = fromSide(set, user.id);
      const opponentTag = opponentId ? tags.get(opponentId) : undefined;
      return { ...seen, opponent: opponentTag ? { id: opponentId!, tag: opponentTag } : null };
    }),
    opponents: most.flatMap((opponent) =>
      tags.has(opponent.id) ? [{ ...opponent, tag: tags.get(opponent.id)! }] : [],
    ),
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
function pairHistory(userId: string, opponentId: string, period: Period) {
  return prisma.set.findMany({
    where: { OR: SIDES.map((side) => countedOn(side, userId, opponentId, period)) },
    select: setSelect,
    orderBy: newestFirst,
    take: HISTORY,
  });
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
