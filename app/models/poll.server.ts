import type { Prisma } from "@prisma/client";
import { DomainError, isDomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import { percentOf } from "~/models/poll-results";
import { isRecordMissing, isUniqueViolation } from "~/models/prisma-errors.server";
import type { PublicUser } from "~/models/user.server";
import { type PollCreateInput } from "~/schemas/poll";
import { readMostly } from "~/server/content-version.server";
import { prisma } from "~/server/db.server";
import { parseId } from "~/utils/parse-id";

export const POLL_NOT_FOUND = "Poll not found";
export const ALREADY_VOTED = "You have already voted in this poll.";
export const POLL_CLOSED = "This poll is closed: only active polls take votes.";
export const OPTION_NOT_IN_POLL = "That option is not part of this poll.";

/** A poll id from a URL; anything but a positive 32-bit integer names no poll (404). */
export function pollIdOf(raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw new DomainError(404, POLL_NOT_FOUND);
  return id;
}

/** Lists are limited in the database; an admin rarely has more polls than this in view. */
export const POLL_LIST_LIMIT = 50;
const ACTIVE_LIMIT = 10;
const VOTERS_PER_OPTION = 500;

const pollSelect = {
  id: true,
  question: true,
  isActive: true,
  createdAt: true,
  options: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, optionText: true, voteCount: true },
  },
} satisfies Prisma.PollSelect;

type PollRow = Prisma.PollGetPayload<{ select: typeof pollSelect }>;

/** A poll with its results; `userVote` is the option the viewer chose (null: none, or a guest). */
export type PollView = ReturnType<typeof toView>;

function toView(poll: PollRow, userVote: number | null = null) {
  const totalVotes = poll.options.reduce((sum, o) => sum + o.voteCount, 0);
  return {
    id: poll.id,
    question: poll.question,
    isActive: poll.isActive,
    createdAt: poll.createdAt,
    totalVotes,
    userVote,
    options: poll.options.map((o) => ({ ...o, percentage: percentOf(o.voteCount, totalVotes) })),
  };
}

/** The options the viewer chose in these polls, by poll id (one query). */
async function votesOf(viewer: Pick<PublicUser, "id"> | null, pollIds: number[]) {
  if (!viewer || pollIds.length === 0) return new Map<number, number>();
  const votes = await prisma.pollVote.findMany({
    where: { userId: viewer.id, pollId: { in: pollIds } },
    select: { pollId: true, optionId: true },
  });
  return new Map(votes.map((v) => [v.pollId, v.optionId]));
}

const newestFirst = [
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.PollOrderByWithRelationInput[];

/** The active polls, newest first, with the viewer's choices. Everyone may see them. */
export async function listActivePolls(viewer: Pick<PublicUser, "id"> | null, take = ACTIVE_LIMIT) {
  const polls = await readMostly(`active-polls:${take}`, () =>
    prisma.poll.findMany({
      where: { isActive: true },
      orderBy: newestFirst,
      take,
      select: pollSelect,
    }),
  );
  const chosen = await votesOf(
    viewer,
    polls.map((p) => p.id),
  );
  return polls.map((p) => toView(p, chosen.get(p.id) ?? null));
}

/** The home page's Weekly Poll: the newest active poll, or null when none is active. */
export async function getActivePoll(viewer: Pick<PublicUser, "id"> | null) {
  const [poll] = await listActivePolls(viewer, 1);
  return poll ?? null;
}

/** Admins: polls newest first (optionally only active or inactive ones), with their results. */
export async function listPolls(
  actor: PublicUser,
  { isActive, take = POLL_LIST_LIMIT }: { isActive?: boolean; take?: number } = {},
) {
  requireAdmin(actor);
  const polls = await prisma.poll.findMany({
    where: isActive === undefined ? {} : { isActive },
    orderBy: newestFirst,
    take,
    select: pollSelect,
  });
  return polls.map((p) => toView(p));
}

/** Admins: how many polls there are (optionally only active or inactive ones). */
export function countPolls(actor: PublicUser, { isActive }: { isActive?: boolean } = {}) {
  requireAdmin(actor);
  return prisma.poll.count({ where: isActive === undefined ? {} : { isActive } });
}

/** Admins: a new poll. It starts inactive (the database default) until an admin switches it on. */
export async function createPoll(actor: PublicUser, input: PollCreateInput) {
  requireAdmin(actor);
  // One statement with its options: a poll is never written without them.
  const poll = await prisma.poll.create({
    data: {
      question: input.question,
      createdById: actor.id,
      options: {
        create: input.options.map((optionText, position) => ({ optionText, position })),
      },
    },
    select: pollSelect,
  });
  return toView(poll);
}

/** Admins: switch a poll on or off (both ways, any number of times). */
export async function setPollStatus(actor: PublicUser, pollId: number, isActive: boolean) {
  requireAdmin(actor);
  try {
    const poll = await prisma.poll.update({
      where: { id: pollId },
      data: { isActive },
      select: pollSelect,
    });
    return toView(poll);
  } catch (error) {
    if (isRecordMissing(error)) throw new DomainError(404, POLL_NOT_FOUND);
    throw error;
  }
}

/**
 * A signed-in user votes once per poll. The vote row and the option's count are written in one
 * transaction, and the unique (pollId, userId) index refuses a second vote even when two arrive
 * at the same moment: the loser's transaction rolls back whole and answers 409.
 */
export async function votePoll(user: PublicUser, pollId: number, optionId: number) {
  const poll = await prisma.poll.findUnique({
    where: { id: pollId },
    select: { isActive: true, options: { where: { id: optionId }, select: { id: true } } },
  });
  if (!poll) throw new DomainError(404, POLL_NOT_FOUND);
  if (poll.options.length === 0) throw new DomainError(400, OPTION_NOT_IN_POLL);
  if (!poll.isActive) throw new DomainError(409, POLL_CLOSED);
  try {
    await prisma.$transaction([
      prisma.pollVote.create({ data: { pollId, optionId, userId: user.id } }),
      prisma.pollOption.update({
        where: { id: optionId },
        data: { voteCount: { increment: 1 } },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, ALREADY_VOTED);
    throw error;
  }
  const updated = await prisma.poll.findUniqueOrThrow({
    where: { id: pollId },
    select: pollSelect,
  });
  return toView(updated, optionId);
}

/** Admins: who voted for what in one poll ('Anonymous' for a deleted account). */
export async function getVoteDetails(actor: PublicUser, pollId: number) {
  requireAdmin(actor);
  const poll = await prisma.poll.findUnique({
    where: { id: pollId },
    select: {
      id: true,
      question: true,
      options: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          id: true,
          optionText: true,
          voteCount: true,
          votes: {
            orderBy: [{ votedAt: "desc" }, { id: "desc" }],
            take: VOTERS_PER_OPTION,
            select: { votedAt: true, user: { select: { username: true } } },
          },
        },
      },
    },
  });
  if (!poll) throw new DomainError(404, POLL_NOT_FOUND);
  return {
    id: poll.id,
    question: poll.question,
    options: poll.options.map((o) => ({
      optionId: o.id,
      optionText: o.optionText,
      voteCount: o.voteCount,
      voters: o.votes.map((v) => ({
        username: v.user?.username ?? "Anonymous",
        votedAt: v.votedAt,
      })),
    })),
  };
}

/**
 * The admin page's Poll Management: active and past polls, how many are past, and the Vote
 * Details of one poll when asked (an unknown id simply opens nothing).
 */
export async function getPollManagement(
  actor: PublicUser,
  { votesId }: { votesId: number | null },
) {
  const [active, past, pastCount, voteDetails] = await Promise.all([
    listPolls(actor, { isActive: true }),
    listPolls(actor, { isActive: false }),
    countPolls(actor, { isActive: false }),
    votesId === null ? null : getVoteDetails(actor, votesId).catch(nullIfNotFound),
  ]);
  return { active, past, pastCount, voteDetails };
}

function nullIfNotFound(error: unknown) {
  if (isDomainError(error) && error.status === 404) return null;
  throw error;
}

export type VoteDetails = Awaited<ReturnType<typeof getVoteDetails>>;

/** Votes cast since a moment (null: ever), for the admin's home summary. */
export function countVotesSince(since: Date | null) {
  return prisma.pollVote.count({ where: since ? { votedAt: { gt: since } } : {} });
}
