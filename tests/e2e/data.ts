import "./e2e-database";
import { acceptFriendRequest, removeFriend, sendFriendRequest } from "~/models/friendship.server";
import { createPoll, setPollStatus } from "~/models/poll.server";
import { tagKey } from "~/models/tag";
import { tournamentData } from "~/models/tournament.server";
import { createReleaseUpdate } from "~/models/update.server";
import { getUserById, type PublicUser } from "~/models/user.server";
import type { ReleaseUpdateInput } from "~/schemas/update";
import { prisma } from "~/server/db.server";
import { confirmedSetData, createCountedSet } from "../fixtures/counted-set";

/**
 * Test setup and checks through the app's own data layer (its Prisma client and domain
 * functions) on the database the e2e server runs on, so seeded rows are exactly what the app
 * writes. Flows that a test is about still go through the pages.
 */

async function userByTag(tag: string): Promise<PublicUser> {
  const row = await prisma.user.findUniqueOrThrow({
    where: { usernameKey: tagKey(tag) },
    select: { id: true },
  });
  return (await getUserById(row.id))!;
}

async function owner(): Promise<PublicUser> {
  const row = await prisma.user.findFirstOrThrow({
    where: { role: "owner" },
    select: { id: true },
  });
  return (await getUserById(row.id))!;
}

async function userById(id: string): Promise<PublicUser> {
  const user = await getUserById(id);
  if (!user) throw new Error(`No user ${id}`);
  return user;
}

export const userIdOf = async (tag: string) => (await userByTag(tag)).id;

/** An account's ban: whether, why and until when. */
export const banOf = (tag: string) =>
  prisma.user.findUniqueOrThrow({
    where: { usernameKey: tagKey(tag) },
    select: { isBanned: true, banReason: true, bannedUntil: true },
  });

/** The stored account, as the profile tests check it. */
export const storedUser = (tag: string) => userByTag(tag);

/** An account that joined long ago, so it sits at the end of the admin's list (no password). */
export async function insertOldAccount(tag: string) {
  await prisma.user.create({
    data: {
      username: tag,
      usernameKey: tagKey(tag),
      email: `${tag}@example.com`,
      createdAt: new Date("2019-06-01T12:00:00Z"),
    },
  });
}

/** Sets the ban flag alone, as if another server had banned the player: the next request finds it. */
export async function setBanned(tag: string) {
  await prisma.user.update({ where: { usernameKey: tagKey(tag) }, data: { isBanned: true } });
}

/** Moves every session of the user into the past, as if the idle time had run out. */
export async function expireSessions(tag: string) {
  const { count } = await prisma.session.updateMany({
    where: { user: { usernameKey: tagKey(tag) } },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  return count;
}

export const countSessions = (tag: string) =>
  prisma.session.count({ where: { user: { usernameKey: tagKey(tag) } } });

/** A calendar day `offset` days from today (UTC), as tournaments store them. */
export function dayFromToday(offset: number) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

type TournamentRow = {
  name: string;
  start?: number;
  days?: number;
  type?: string;
  region?: string;
  location?: string;
  description?: string;
  status?: string;
  players?: number;
  submittedBy?: string;
  /** Fixed calendar days instead of `start`/`days`. */
  dates?: [string, string];
};

/** A tournament in any state (past ones too, which the submit form refuses); returns its id. */
export async function insertTournament(t: TournamentRow) {
  const [startDate, endDate] = t.dates ?? [
    dayFromToday(t.start ?? 2),
    dayFromToday((t.start ?? 2) + (t.days ?? 1) - 1),
  ];
  const row = await prisma.tournament.create({
    data: tournamentData({
      name: t.name,
      description: t.description ?? `${t.name}: an e2e test tournament.`,
      type: t.type ?? "REGIONAL",
      startDate,
      endDate,
      location: t.location ?? "Test City",
      region: t.region ?? "North America",
      registeredPlayers: t.players ?? 0,
      status: t.status ?? "Approved",
      submittedBy: t.submittedBy ?? "e2e",
      submitterEmail: t.submittedBy ? `${t.submittedBy}@example.com` : null,
    }),
    select: { id: true },
  });
  return row.id;
}

export const countTournamentsNamed = (name: string) => prisma.tournament.count({ where: { name } });

export async function tournamentIdNamed(name: string) {
  return (await prisma.tournament.findFirstOrThrow({ where: { name }, select: { id: true } })).id;
}

/** Two accounts become friends the way players do it: a request, then its acceptance. */
export async function befriend(aId: string, bId: string) {
  const { friendship } = await sendFriendRequest(await userById(aId), bId);
  await acceptFriendRequest(await userById(bId), friendship.id);
}

export async function unfriend(aId: string, bId: string) {
  await removeFriend(await userById(aId), bId);
}

/**
 * A poll created and switched on by the owner (so it is the newest active one, shown at home);
 * `active: false` leaves it switched off.
 */
export async function insertPoll(question: string, options: string[], { active = true } = {}) {
  const admin = await owner();
  const poll = await createPoll(admin, { question, options });
  if (active) await setPollStatus(admin, poll.id, true);
  return { id: poll.id, optionIds: poll.options.map((o) => o.id) };
}

/**
 * A vote as a player casts it (its row and its option's count, together), written straight: the
 * poll may be closed, and opening it for the vote would make it the home page's poll for a
 * moment, under another test's feet.
 */
export async function insertVote(pollId: number, optionId: number, userId: string) {
  await prisma.$transaction([
    prisma.pollVote.create({ data: { pollId, optionId, userId } }),
    prisma.pollOption.update({ where: { id: optionId }, data: { voteCount: { increment: 1 } } }),
  ]);
}

type PostRow = { title: string; content?: string; category?: string; authorId?: string | null };

/** A forum post; without `authorId` it has no author (as a deleted account's posts do). */
export async function insertPost(post: PostRow) {
  const row = await prisma.forumPost.create({
    data: {
      title: post.title,
      content: post.content ?? `${post.title}: an e2e test post.`,
      category: post.category ?? "general",
      authorId: post.authorId ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

/** A player's report of a post, as the report form stores it (not counting toward hiding). */
export async function insertReport(
  postId: number,
  reporterId: string,
  reason: string,
  details: string | null = null,
) {
  await prisma.forumReport.create({
    data: { targetType: "post", targetId: postId, reporterId, reason, details },
  });
}

/** How many comments a post has, shown or not. */
export const countCommentsOn = (postId: number) => prisma.forumComment.count({ where: { postId } });

/** A release update published by the owner. */
export async function insertReleaseUpdate(input: ReleaseUpdateInput) {
  return createReleaseUpdate(await owner(), input);
}

export const countReleaseUpdatesTitled = (title: string) =>
  prisma.releaseUpdate.count({ where: { title } });

export const contactMessagesWith = (message: string) =>
  prisma.contactMessage.findMany({ where: { message }, select: { messageType: true, name: true } });

/** The featured updates' texts in their stored order. */
export async function featuredTexts() {
  const rows = await prisma.featuredUpdate.findMany({
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
    select: { text: true },
  });
  return rows.map((r) => r.text);
}

export async function featuredOrders() {
  const rows = await prisma.featuredUpdate.findMany({
    orderBy: { order: "asc" },
    select: { order: true },
  });
  return rows.map((r) => r.order);
}

/** Long-standing seeded rows (the oldest of each), which other tests leave alone. */
export const oldest = {
  async tournamentId() {
    const row = await prisma.tournament.findFirstOrThrow({
      where: { status: "Approved" },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    return row.id;
  },
  async postId() {
    const row = await prisma.forumPost.findFirstOrThrow({ orderBy: { id: "asc" } });
    return row.id;
  },
  async releaseUpdateId() {
    const row = await prisma.releaseUpdate.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    return row.id;
  },
  async featuredUpdateId() {
    const row = await prisma.featuredUpdate.findFirstOrThrow({ orderBy: { order: "asc" } });
    return row.id;
  },
  async votedPollId() {
    const row = await prisma.pollVote.findFirstOrThrow({ orderBy: { pollId: "asc" } });
    return row.pollId;
  },
};

/** A finished score-tracker set between two accounts that the second confirmed: 2–1, Fox v Falco. */
export async function insertConfirmedSet(winnerTag: string, loserTag: string) {
  const [winner, loser] = [await userByTag(winnerTag), await userByTag(loserTag)];
  return createCountedSet(confirmedSetData(winner, loser));
}
