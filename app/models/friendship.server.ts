import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { containsPattern, prefixPattern } from "~/models/like";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { rawBoolean, type RawBoolean } from "~/models/raw-row.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { SEARCH_MIN_LENGTH } from "~/schemas/friends";
import { databaseEngine, empty, join, prisma, readRaw, sql } from "~/server/db.server";

// Limits: every list is bounded in the database.
const MAX_FRIENDS = 500;
const MAX_REQUESTS = 100;
const SEARCH_LIMIT = 20;
/** Tags are at most 30 characters: a longer query cannot match one. */
const MAX_QUERY_LENGTH = 30;

type Actor = Pick<PublicUser, "id" | "username">;

/** The pair's key: both ids in sorted order, so A→B and B→A share one row (and one unique index). */
export function pairKey(a: string, b: string) {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * Whether two users are friends (an accepted friendship, whoever asked). Every chat message asks:
 * one hand-written statement costs about half the CPU of Prisma's findUnique.
 */
export async function areFriends(a: string, b: string) {
  if (a === b) return false;
  const [friendship] = await prisma.$queryRaw<{ status: string }[]>`
    SELECT "status" FROM "Friendship" WHERE "pairKey" = ${pairKey(a, b)}`;
  return friendship?.status === "accepted";
}

/** Friend requests waiting for this user's answer: the top bar's Friends badge. */
export function countPendingFriendRequests(userId: string) {
  return prisma.friendship.count({ where: { receiverId: userId, status: "pending" } });
}

/** What a friend list or a search result shows about a user (role and isAdmin colour the avatar). */
export const personSelect = {
  id: true,
  username: true,
  profilePicture: true,
  isOnline: true,
  role: true,
  isAdmin: true,
  main: true,
} satisfies Prisma.UserSelect;
export type Person = Prisma.UserGetPayload<{ select: typeof personSelect }>;

type PersonRow = Omit<Person, "isOnline" | "isAdmin"> & {
  isOnline: RawBoolean;
  isAdmin: RawBoolean;
};

/** The columns of personSelect, for raw reads of "User". */
export const personColumns = sql`"id", "username", "profilePicture", "isOnline", "role", "isAdmin", "main"`;

const personOf = (row: PersonRow): Person => ({
  ...row,
  isOnline: rawBoolean(row.isOnline),
  isAdmin: rawBoolean(row.isAdmin),
});

/**
 * These users as the lists show them, in the order of `ids` (an id of no user drops out). Raw
 * SQL: every /friends and /messages page reads a page of 50 this way, and Prisma's findMany
 * compiled the query and mapped each row at several times the cost of the read itself.
 */
export async function peopleInOrder(ids: string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.$queryRaw<PersonRow[]>`
    SELECT ${personColumns} FROM "User" WHERE "id" IN (${join(ids)})`;
  const byId = new Map(rows.map((row) => [row.id, personOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Ids of the user's friends, whichever side asked, from the friendship indexes: a subquery. */
const friendIdsOf = (userId: string) => sql`
    SELECT "receiverId" AS "friendId" FROM "Friendship"
    WHERE "requesterId" = ${userId} AND "status" = 'accepted'
    UNION ALL
    SELECT "requesterId" FROM "Friendship"
    WHERE "receiverId" = ${userId} AND "status" = 'accepted'`;

/** Ids of the user's friends, whichever side asked (see friendIdsOf). */
export async function acceptedFriendIds(userId: string) {
  const rows = await prisma.$queryRaw<{ friendId: string }[]>`${friendIdsOf(userId)}`;
  return rows.map((row) => row.friendId);
}

/**
 * `FROM` the user's friends' rows as `u`, each read by its id. A filter or a join on the user
 * table made PostgreSQL hash or scan all of it (10,000 rows at scale) for a few hundred friends,
 * and so did a list of the ids bound one by one: the cost grew with the site's players rather
 * than with the player's friends. Given the ids as one array, it probes the primary key for each;
 * SQLite probes it for each row of the join.
 */
export const friendUsersOf = (userId: string, onlyOnline = false) => {
  const online = onlyOnline ? sql`AND u."isOnline" = true` : empty;
  return databaseEngine === "postgresql"
    ? sql`FROM "User" u WHERE u."id" = ANY(ARRAY(${friendIdsOf(userId)})) ${online}`
    : sql`FROM (${friendIdsOf(userId)}) f JOIN "User" u ON u."id" = f."friendId" ${online}`;
};

/**
 * Users as the lists show them, read by `query`, which selects `personColumns`: one statement,
 * on SQLite past Prisma (readRaw).
 */
export async function readPeople(query: Prisma.Sql): Promise<Person[]> {
  const rows = await readRaw<PersonRow>(query);
  return rows.map(personOf);
}

/** The user's friends, online ones first, then by tag: every friend list's order (GET /api/friends). */
export function listFriends(userId: string): Promise<Person[]> {
  return readPeople(sql`
    SELECT ${personColumns} ${friendUsersOf(userId)}
    ORDER BY u."isOnline" DESC, u."usernameKey" ASC LIMIT ${MAX_FRIENDS}`);
}

/** /friends lists friends a page at a time: a player with hundreds gets a page as light as one with a few. */
export const FRIENDS_PAGE_SIZE = 50;

type FriendPageRow = PersonRow & { total: bigint | number };

/**
 * Rows `offset`… of the user's friends in the list's order (see listFriends), each with the number of
 * friends: one statement, and on SQLite one read past Prisma (readRaw).
 */
function friendsPageRows(userId: string, offset: number) {
  return readRaw<FriendPageRow>(sql`
    SELECT ${personColumns}, COUNT(*) OVER () AS "total" ${friendUsersOf(userId)}
    ORDER BY u."isOnline" DESC, u."usernameKey" ASC
    LIMIT ${FRIENDS_PAGE_SIZE} OFFSET ${offset}`);
}

/**
 * One page of the user's friends in the list's order, with the total and the page count. A page
 * past the end (friends removed meanwhile, an edited URL) shows the last one.
 */
export async function listFriendsPage(userId: string, page: number) {
  const asked = Math.max(1, page);
  let rows = await friendsPageRows(userId, (asked - 1) * FRIENDS_PAGE_SIZE);
  // No row (no friends, or a page past the end) carries the total: counted apart.
  // None on the first page is no friends at all.
  const total =
    rows.length > 0 ? Number(rows[0].total) : asked === 1 ? 0 : await countFriends(userId);
  const pageCount = Math.max(1, Math.ceil(total / FRIENDS_PAGE_SIZE));
  const current = Math.min(asked, pageCount);
  if (current !== asked) rows = await friendsPageRows(userId, (current - 1) * FRIENDS_PAGE_SIZE);
  const friends = rows.map(({ total: _total, ...person }) => personOf(person));
  return { friends, total, page: current, pageCount };
}

/** One friend as the lists show them, or null when the two are not friends. */
export async function findFriend(userId: string, friendId: string): Promise<Person | null> {
  if (!(await areFriends(userId, friendId))) return null;
  return prisma.user.findUnique({ where: { id: friendId }, select: personSelect });
}

export function countFriends(userId: string) {
  return prisma.friendship.count({
    where: { status: "accepted", OR: [{ requesterId: userId }, { receiverId: userId }] },
  });
}

/** Ids of the user's friends: who hears about their presence. */
export async function friendIds(userId: string) {
  return (await acceptedFriendIds(userId)).slice(0, MAX_FRIENDS);
}

/**
 * Each user's friends' ids in one read (presence tells many players' friends at once); a user
 * with none is absent from the map.
 */
export async function friendIdsByUser(userIds: string[]) {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await prisma.friendship.findMany({
    where: {
      status: "accepted",
      OR: [{ requesterId: { in: userIds } }, { receiverId: { in: userIds } }],
    },
    select: { requesterId: true, receiverId: true },
  });
  const asked = new Set(userIds);
  const add = (userId: string, friendId: string) => {
    if (!asked.has(userId)) return;
    const friends = byUser.get(userId) ?? [];
    if (friends.length < MAX_FRIENDS) friends.push(friendId);
    byUser.set(userId, friends);
  };
  for (const { requesterId, receiverId } of rows) {
    add(requesterId, receiverId);
    add(receiverId, requesterId);
  }
  return byUser;
}

/** The user's friends who have a socket open right now (GET /api/friends/online). */
export async function listOnlineFriends(userId: string) {
  return readRaw<{ id: string; username: string }>(sql`
    SELECT u."id", u."username" ${friendUsersOf(userId, true)}
    ORDER BY u."usernameKey" ASC LIMIT ${MAX_FRIENDS}`);
}

/** Requests waiting for this user's answer, newest first. */
export function listFriendRequests(userId: string) {
  return prisma.friendship.findMany({
    where: { receiverId: userId, status: "pending" },
    select: { id: true, createdAt: true, requester: { select: personSelect } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_REQUESTS,
  });
}

/**
 * Marks the user's friend requests as seen (POST /api/friends/requests/mark-viewed). Opening
 * /friends passes `onlyIfNew`: it writes only when a request came since the last check (or there
 * never was one), so a visit with nothing new writes nothing and the player's kept pages stay.
 */
export async function markFriendRequestsViewed(
  userId: string,
  { now = new Date(), onlyIfNew = false }: { now?: Date; onlyIfNew?: boolean } = {},
) {
  if (onlyIfNew) {
    const [user, newest] = await Promise.all([
      prisma.user.findUnique({ where: { id: userId }, select: { lastFriendRequestCheck: true } }),
      prisma.friendship.findFirst({
        where: { receiverId: userId, status: "pending" },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true },
      }),
    ]);
    const seen = user?.lastFriendRequestCheck;
    if (seen && (!newest || newest.createdAt <= seen)) return;
  }
  await prisma.user.update({ where: { id: userId }, data: { lastFriendRequestCheck: now } });
}

export type FriendshipStatus = "accepted" | "pending" | "none";
export type SearchResult = Person & {
  friendshipStatus: FriendshipStatus;
  /** The friendship's id while there is one (the page's Accept form needs it). */
  friendshipId: number | null;
  /** For a pending request: whether the searcher sent it (else they received it). */
  sentByMe: boolean;
};

/**
 * Users whose tag contains the query (case-insensitive, % and _ taken literally), with the
 * searcher's friendship status for each. Searching starts at 3 characters; the
 * searcher and banned players are left out; tags starting with the query come first.
 */
export async function searchUsers(actorId: string, query: string): Promise<SearchResult[]> {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN_LENGTH || q.length > MAX_QUERY_LENGTH) return [];
  // Raw SQL for LIKE ... ESCAPE: Prisma's `contains` would let % and _ act as wildcards.
  const matches = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "User"
    WHERE "usernameKey" LIKE ${containsPattern(q)} ESCAPE '\\'
      AND "id" <> ${actorId}
      AND "isBanned" = false
    ORDER BY CASE WHEN "usernameKey" LIKE ${prefixPattern(q)} ESCAPE '\\' THEN 0 ELSE 1 END,
      "usernameKey"
    LIMIT ${SEARCH_LIMIT}`;
  if (matches.length === 0) return [];
  const [users, friendships] = await Promise.all([
    peopleInOrder(matches.map((m) => m.id)),
    prisma.friendship.findMany({
      where: { pairKey: { in: matches.map((m) => pairKey(actorId, m.id)) } },
      select: { id: true, requesterId: true, receiverId: true, status: true },
    }),
  ]);
  return users.map((user) => {
    const friendship = friendships.find(
      (f) => f.requesterId === user.id || f.receiverId === user.id,
    );
    return {
      ...user,
      friendshipStatus: (friendship?.status as FriendshipStatus | undefined) ?? "none",
      friendshipId: friendship?.id ?? null,
      sentByMe: friendship?.requesterId === actorId,
    };
  });
}

/** The 409 for a pair that already has a friendship (or a request either way). */
function conflict(
  existing: { status: string; requesterId: string } | null,
  actorId: string,
  other: { username: string },
) {
  if (existing?.status === "accepted") {
    return new DomainError(409, `You are already friends with ${other.username}`);
  }
  if (existing && existing.requesterId !== actorId) {
    return new DomainError(
      409,
      `${other.username} has already sent you a friend request. Accept it in your Requests tab.`,
    );
  }
  return new DomainError(409, `You have already sent a friend request to ${other.username}`);
}

/**
 * Sends a friend request. Refused to yourself (400), to an unknown or banned user (404), and when
 * the pair already has a request in either direction or is already friends (409). The pair's
 * unique key settles two requests racing each other: one is created, the other gets the 409.
 * A request to someone who already asked you is refused too, not turned into an accept: the
 * answer to a request stays the receiver's explicit choice.
 */
export async function sendFriendRequest(actor: Actor, receiverId: string) {
  if (receiverId === actor.id) {
    throw new DomainError(400, "You cannot send a friend request to yourself");
  }
  const receiver = await prisma.user.findUnique({
    where: { id: receiverId },
    select: { id: true, username: true, isBanned: true },
  });
  if (!receiver || receiver.isBanned) throw new DomainError(404, "User not found");
  const key = pairKey(actor.id, receiver.id);
  const existing = await prisma.friendship.findUnique({ where: { pairKey: key } });
  if (existing) throw conflict(existing, actor.id, receiver);

  let friendship;
  try {
    friendship = await prisma.friendship.create({
      data: { requesterId: actor.id, receiverId: receiver.id, pairKey: key },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      await prisma.friendship.findUnique({ where: { pairKey: key } }),
      actor.id,
      receiver,
    );
  }
  publish("toUser", {
    userId: receiver.id,
    event: "friendRequestReceived",
    payload: {
      requesterUsername: actor.username,
      requesterId: actor.id,
      requestId: friendship.id,
    },
  });
  return { friendship, receiver: { id: receiver.id, username: receiver.username } };
}

/** A pending request addressed to the actor: 404 unknown, 403 someone else's, 409 answered. */
async function requestForReceiver(actor: Actor, requestId: number, verb: "accept" | "reject") {
  const request = await prisma.friendship.findUnique({
    where: { id: requestId },
    include: { requester: { select: { id: true, username: true } } },
  });
  if (!request) throw new DomainError(404, "Friend request not found");
  if (request.receiverId !== actor.id) {
    throw new DomainError(403, `Only the receiver can ${verb} this friend request`);
  }
  if (request.status !== "pending") {
    throw new DomainError(409, `You are already friends with ${request.requester.username}`);
  }
  return request;
}

/** The receiver accepts a request; the requester hears friendRequestAccepted. */
export async function acceptFriendRequest(actor: Actor, requestId: number) {
  const request = await requestForReceiver(actor, requestId, "accept");
  // Only a still-pending row changes: a concurrent reject or removal wins cleanly.
  const { count } = await prisma.friendship.updateMany({
    where: { id: request.id, status: "pending" },
    data: { status: "accepted" },
  });
  if (count === 0) await requestForReceiver(actor, requestId, "accept");
  publish("toUser", {
    userId: request.requesterId,
    event: "friendRequestAccepted",
    payload: { username: actor.username, userId: actor.id },
  });
  return { id: request.id, friend: request.requester };
}

/** The receiver rejects a request: it is deleted; the requester hears friendRequestRejected. */
export async function rejectFriendRequest(actor: Actor, requestId: number) {
  const request = await requestForReceiver(actor, requestId, "reject");
  const { count } = await prisma.friendship.deleteMany({
    where: { id: request.id, status: "pending" },
  });
  if (count === 0) await requestForReceiver(actor, requestId, "reject");
  publish("toUser", {
    userId: request.requesterId,
    event: "friendRequestRejected",
    payload: { username: actor.username, userId: actor.id },
  });
  return { id: request.id, requester: request.requester };
}

/**
 * Either friend ends the friendship (404 unknown user, 403 when not friends). Both sides hear
 * friendRemoved with the other person's id and tag and who did it, so the remover's other tabs
 * update too and each side's toast can say who removed whom.
 */
export async function removeFriend(actor: Actor, friendId: string) {
  const friend = await prisma.user.findUnique({
    where: { id: friendId },
    select: { id: true, username: true },
  });
  if (!friend || friend.id === actor.id) throw new DomainError(404, "User not found");
  const { count } = await prisma.friendship.deleteMany({
    where: { pairKey: pairKey(actor.id, friend.id), status: "accepted" },
  });
  if (count === 0) throw new DomainError(403, `You are not friends with ${friend.username}`);
  publish("toUser", {
    userId: friend.id,
    event: "friendRemoved",
    payload: { userId: actor.id, username: actor.username, removedBy: actor.id },
  });
  publish("toUser", {
    userId: actor.id,
    event: "friendRemoved",
    payload: { userId: friend.id, username: friend.username, removedBy: actor.id },
  });
  return friend;
}
