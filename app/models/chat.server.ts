import { Prisma } from "@prisma/client";
import type { ZodType, ZodTypeDef } from "zod";
import { DomainError } from "~/models/domain-error";
import {
  areFriends,
  findFriend,
  friendUsersOf,
  pairKey,
  personColumns,
  readPeople,
  type Person,
} from "~/models/friendship.server";
import { insertOnce } from "~/models/idempotency.server";
import { isUniqueViolation } from "~/models/prisma-errors.server";
import { rawBoolean, rawDate, type RawBoolean, type RawDate } from "~/models/raw-row.server";
import type { PublicUser } from "~/models/user.server";
import { publish } from "~/realtime/server/events.server";
import { markAsReadSchema, reactionSchema, sendMessageSchema, typingSchema } from "~/schemas/chat";
import { firstIssue } from "~/schemas/first-issue";
import { contentWritten } from "~/server/content-version.server";
import { empty, join, prisma, sql } from "~/server/db.server";
import { ILL_FORMED_TEXT, isWellFormedDeep } from "~/utils/well-formed";

/** Who acts: always the session's user, never an id from the request. */
type Actor = Pick<PublicUser, "id" | "username">;

/** History comes in pages of the newest 50; older pages on request. */
export const HISTORY_PAGE_SIZE = 50;
export const NOT_FRIENDS = "You can only message your friends.";
const NOT_YOUR_CONVERSATION = "You can only react to messages in your conversations.";
const MESSAGE_NOT_FOUND = "Message not found";

export type ChatReaction = {
  id: number;
  messageId: number;
  userId: string;
  emoji: string;
  createdAt: string;
};

export type ChatMessage = {
  id: number;
  senderId: string;
  receiverId: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  reactions: ChatReaction[];
};

/** A friend in the /messages list: the friends list's person, with their unread count. */
export type ChatFriend = Person & { unread: number };

const reactionSelect = {
  id: true,
  messageId: true,
  userId: true,
  emoji: true,
  createdAt: true,
} satisfies Prisma.MessageReactionSelect;

type ReactionRow = Prisma.MessageReactionGetPayload<{ select: typeof reactionSelect }>;
type MessageRow = Omit<Prisma.ChatMessageGetPayload<object>, "reactions">;

// Dates travel as ISO text: the same in JSON, socket payloads and loader data.
const reactionView = (r: ReactionRow): ChatReaction => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

const messageView = (m: MessageRow, reactions: ReactionRow[] = []): ChatMessage => ({
  id: m.id,
  senderId: m.senderId,
  receiverId: m.receiverId,
  message: m.message,
  isRead: m.isRead,
  createdAt: m.createdAt.toISOString(),
  reactions: reactions.map(reactionView),
});

/** Validates a transport's raw input with the area's schema; bad input is a 400 with its message. */
function parse<Out>(schema: ZodType<Out, ZodTypeDef, unknown>, raw: unknown): Out {
  if (!isWellFormedDeep(raw)) throw new DomainError(400, ILL_FORMED_TEXT);
  const result = schema.safeParse(raw);
  if (!result.success) throw new DomainError(400, firstIssue(result.error));
  return result.data;
}

async function requireFriend(actor: Actor, friendId: string) {
  if (!(await areFriends(actor.id, friendId))) throw new DomainError(403, NOT_FRIENDS);
}

/** Messages between the two users, whichever way they went. */
const between = (a: string, b: string): Prisma.ChatMessageWhereInput => ({
  OR: [
    { senderId: a, receiverId: b },
    { senderId: b, receiverId: a },
  ],
});

/**
 * Unread messages per friend ({friendId: count}): the Messages badge sums them.
 * Only current friends count: a removed friend's old messages cannot be opened any more.
 */
export async function unreadCounts(userId: string): Promise<Record<string, number>> {
  // The unread messages from the (receiverId, isRead) index, each sender's friendship looked up
  // by its pair key (either order: the key's order is JavaScript's, which a PostgreSQL collation
  // need not share). A filter on the sender's user row tested users instead.
  const groups = await prisma.$queryRaw<{ senderId: string; unread: bigint | number }[]>`
    SELECT m."senderId", COUNT(*) AS "unread" FROM "ChatMessage" m
    WHERE m."receiverId" = ${userId} AND m."isRead" = false
      AND EXISTS (SELECT 1 FROM "Friendship" f
        WHERE f."pairKey" IN (m."senderId" || ':' || ${userId}, ${userId} || ':' || m."senderId")
          AND f."status" = 'accepted')
    GROUP BY m."senderId"`;
  return Object.fromEntries(groups.map((g) => [g.senderId, Number(g.unread)]));
}

/** /messages lists conversations a page at a time, so hundreds of friends cost what a few do. */
export const CONVERSATIONS_PAGE_SIZE = 50;

/**
 * One page of the user's friends, the latest conversation first, then the friends never written
 * to (online first, then by tag): one statement. Each friend's latest message in each direction
 * is one step down the (senderId, receiverId, createdAt) index, so a long conversation costs no
 * more than a short one; the friends' users are read by id (see friendUsersOf).
 */
function conversationPage(userId: string, skip: number, take: number) {
  return readPeople(sql`
    SELECT ${personColumns} FROM (
      SELECT ${personColumns}, u."usernameKey",
        (SELECT m."createdAt" FROM "ChatMessage" m
          WHERE m."senderId" = u."id" AND m."receiverId" = ${userId}
          ORDER BY m."createdAt" DESC LIMIT 1) AS "lastIn",
        (SELECT m."createdAt" FROM "ChatMessage" m
          WHERE m."senderId" = ${userId} AND m."receiverId" = u."id"
          ORDER BY m."createdAt" DESC LIMIT 1) AS "lastOut"
      ${friendUsersOf(userId)}
    ) c
    ORDER BY CASE WHEN c."lastOut" IS NULL OR c."lastIn" > c."lastOut"
        THEN c."lastIn" ELSE c."lastOut" END DESC NULLS LAST,
      c."isOnline" DESC, c."usernameKey" ASC
    LIMIT ${take} OFFSET ${skip}`);
}

/**
 * One page of the /messages list: friends with their unread counts, the latest conversation
 * first; `hasMore` says whether a next page exists.
 */
export async function listChatFriends(
  userId: string,
  page = 1,
): Promise<{ friends: ChatFriend[]; hasMore: boolean }> {
  const [people, unread] = await Promise.all([
    conversationPage(userId, (page - 1) * CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE + 1),
    unreadCounts(userId),
  ]);
  return {
    friends: people
      .slice(0, CONVERSATIONS_PAGE_SIZE)
      .map((person) => ({ ...person, unread: unread[person.id] ?? 0 })),
    hasMore: people.length > CONVERSATIONS_PAGE_SIZE,
  };
}

/** A friend as the /messages list shows them (with the unread count), or null when not friends. */
export async function findChatFriend(userId: string, friendId: string): Promise<ChatFriend | null> {
  const [friend, unread] = await Promise.all([
    findFriend(userId, friendId),
    prisma.chatMessage.count({ where: { senderId: friendId, receiverId: userId, isRead: false } }),
  ]);
  return friend ? { ...friend, unread } : null;
}

type MessageRawRow = Omit<MessageRow, "isRead" | "createdAt"> & {
  isRead: RawBoolean;
  createdAt: RawDate;
};
type ReactionRawRow = Omit<ReactionRow, "createdAt"> & { createdAt: RawDate };

/**
 * The newest `take` messages one way, older than message `before` when given. The anchor's time is
 * read inside the statement, so the column is compared with itself and not with a bound Date (on
 * SQLite the two need not be the same text). It walks the (sender, receiver, createdAt) index
 * newest first and stops after `take`: the whole conversation is never sorted.
 */
function olderThan(before: number) {
  const anchor = sql`(SELECT "createdAt" FROM "ChatMessage" WHERE "id" = ${before})`;
  return sql`AND ("createdAt" < ${anchor} OR ("createdAt" = ${anchor} AND "id" < ${before}))`;
}

function oneWay(from: string, to: string, before: number | undefined, take: number) {
  const older = before === undefined ? empty : olderThan(before);
  return sql`SELECT "id", "senderId", "receiverId", "message", "isRead", "createdAt"
    FROM "ChatMessage" WHERE "senderId" = ${from} AND "receiverId" = ${to} ${older}
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${take}`;
}

/** The reactions on these messages, oldest first, by message id. */
async function reactionsOf(messageIds: number[]) {
  const byMessage = new Map<number, ReactionRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await prisma.$queryRaw<ReactionRawRow[]>`
    SELECT "id", "messageId", "userId", "emoji", "createdAt" FROM "MessageReaction"
    WHERE "messageId" IN (${join(messageIds)}) ORDER BY "id" ASC`;
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ ...row, createdAt: rawDate(row.createdAt) });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/**
 * One page of a conversation, oldest → newest: the newest `limit` messages, or the ones just
 * older than message `before`. `hasMore` says whether an older page exists. Friends only (403).
 * Raw SQL, two statements: the page (each direction bounded, merged in the database) and its
 * reactions. Prisma's two findMany with their reactions were four statements, each compiled and
 * each row mapped, for 102 messages to show 50: what made an open conversation cost more at scale.
 */
export async function getConversation(
  actor: Actor,
  friendId: string,
  { before, limit = HISTORY_PAGE_SIZE }: { before?: number; limit?: number } = {},
) {
  await requireFriend(actor, friendId);
  if (before !== undefined) {
    const anchor = await prisma.chatMessage.findFirst({
      where: { id: before, ...between(actor.id, friendId) },
      select: { id: true },
    });
    if (!anchor) throw new DomainError(404, MESSAGE_NOT_FOUND);
  }
  const rows = await prisma.$queryRaw<MessageRawRow[]>`
    SELECT * FROM (${oneWay(actor.id, friendId, before, limit + 1)}) AS "mine"
    UNION ALL
    SELECT * FROM (${oneWay(friendId, actor.id, before, limit + 1)}) AS "theirs"
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit).reverse();
  const reactions = await reactionsOf(page.map((m) => m.id));
  return {
    messages: page.map((m) =>
      messageView(
        { ...m, isRead: rawBoolean(m.isRead), createdAt: rawDate(m.createdAt) },
        reactions.get(m.id),
      ),
    ),
    hasMore: rows.length > limit,
  };
}

/**
 * Sends a direct message (the one function behind the page form, POST /api/chat/message and the
 * socket's 'sendMessage'). Both users' sockets hear newMessage; the sender's also hear
 * messageConfirmed with the stored message, the receiver's messageReceived. `key`: the client's
 * key for a message it may resend (see idempotency.server.ts); a resend is not announced again.
 */
export async function sendChatMessage(
  actor: Actor,
  raw: unknown,
  key?: string,
): Promise<ChatMessage> {
  const { receiverId, message } = parse(sendMessageSchema, raw);
  if (receiverId === actor.id) throw new DomainError(403, NOT_FRIENDS);
  // Plain SQL, whose condition is the friendship check: every message of the site comes this
  // way, and Prisma's create with a check before it cost several times the CPU.
  const createdAt = new Date();
  const friends = sql`EXISTS (SELECT 1 FROM "Friendship"
    WHERE "pairKey" = ${pairKey(actor.id, receiverId)} AND "status" = 'accepted')`;
  const stored = await insertOnce<ChatMessage>(
    { actorId: actor.id, key, action: "chat.message" },
    {
      insert: sql`INSERT INTO "ChatMessage" ("senderId", "receiverId", "message", "isRead", "createdAt")
        SELECT ${actor.id}, ${receiverId}, ${message}, false, ${createdAt} WHERE ${friends}`,
      answer: {
        senderId: actor.id,
        receiverId,
        message,
        isRead: false,
        createdAt: createdAt.toISOString(),
        reactions: [],
      },
    },
    (answer) => {
      // $queryRaw is not counted as a write by the client: the two players' kept pages must go.
      contentWritten(false);
      announceMessage(actor, answer);
    },
  );
  if (!stored) throw new DomainError(403, NOT_FRIENDS);
  return stored;
}

function announceMessage(actor: Actor, stored: ChatMessage) {
  const { receiverId } = stored;
  const announced = { ...stored, senderUsername: actor.username };
  publish("toUser", { userId: actor.id, event: "newMessage", payload: announced });
  publish("toUser", { userId: receiverId, event: "newMessage", payload: announced });
  publish("toUser", { userId: actor.id, event: "messageConfirmed", payload: stored });
  publish("toUser", {
    userId: receiverId,
    event: "messageReceived",
    payload: { senderId: actor.id, senderUsername: actor.username, messageId: stored.id },
  });
}

/**
 * Marks everything `friendId` sent to the reader as read (opening the conversation does this).
 * When anything changed, the reader's other tabs hear messagesMarkedAsRead and the friend hears
 * messageRead, so both badges follow.
 */
export async function markConversationRead(reader: Actor, raw: unknown) {
  const { friendId } = parse(markAsReadSchema, raw);
  const { count } = await prisma.chatMessage.updateMany({
    where: { senderId: friendId, receiverId: reader.id, isRead: false },
    data: { isRead: true },
  });
  if (count > 0) {
    publish("toUser", {
      userId: reader.id,
      event: "messagesMarkedAsRead",
      payload: { friendId, count },
    });
    publish("toUser", { userId: friendId, event: "messageRead", payload: { readerId: reader.id } });
  }
  return { count };
}

/** Passes "is typing" on to the receiver, only between friends. Returns whether it was sent. */
export async function relayTyping(actor: Actor, raw: unknown) {
  const { receiverId, isTyping } = parse(typingSchema, raw);
  if (!(await areFriends(actor.id, receiverId))) return false;
  publish("toUser", {
    userId: receiverId,
    event: "userTyping",
    payload: { userId: actor.id, username: actor.username, isTyping },
  });
  return true;
}

/** The message a reaction is for, if the actor is one of its two friends; else 404 or 403. */
async function reactableMessage(actor: Actor, messageId: number) {
  const message = await prisma.chatMessage.findUnique({
    where: { id: messageId },
    select: { id: true, senderId: true, receiverId: true },
  });
  if (!message) throw new DomainError(404, MESSAGE_NOT_FOUND);
  const other =
    message.senderId === actor.id
      ? message.receiverId
      : message.receiverId === actor.id
        ? message.senderId
        : null;
  if (!other) throw new DomainError(403, NOT_YOUR_CONVERSATION);
  await requireFriend(actor, other);
  return message;
}

type ReactableMessage = Awaited<ReturnType<typeof reactableMessage>>;

function announceReaction(
  actor: Actor,
  message: ReactableMessage,
  emoji: string,
  action: "add" | "remove",
) {
  const payload = { messageId: message.id, userId: actor.id, emoji, action };
  for (const userId of [message.senderId, message.receiverId]) {
    publish("toUser", { userId, event: "messageReaction", payload });
  }
  if (action === "add" && message.senderId !== actor.id) {
    publish("toUser", {
      userId: message.senderId,
      event: "reactionNotification",
      payload: { fromUsername: actor.username, emoji, messageId: message.id },
    });
  }
}

/**
 * Adds the actor's reaction. Idempotent: a reaction already there is returned as it is
 * (`created: false`), so a double click or a retry never fails.
 */
export async function addReaction(actor: Actor, raw: unknown) {
  const { messageId, emoji } = parse(reactionSchema, raw);
  const message = await reactableMessage(actor, messageId);
  const key = { messageId_userId_emoji: { messageId, userId: actor.id, emoji } };
  const existing = await prisma.messageReaction.findUnique({ where: key, select: reactionSelect });
  if (existing) return { reaction: reactionView(existing), created: false };
  try {
    const reaction = await prisma.messageReaction.create({
      data: { messageId, userId: actor.id, emoji },
      select: reactionSelect,
    });
    announceReaction(actor, message, emoji, "add");
    return { reaction: reactionView(reaction), created: true };
  } catch (error) {
    // Two clicks at the same moment: the unique index settles it, the second just reads it.
    if (!isUniqueViolation(error)) throw error;
    const reaction = await prisma.messageReaction.findUniqueOrThrow({
      where: key,
      select: reactionSelect,
    });
    return { reaction: reactionView(reaction), created: false };
  }
}

/** Removes the actor's reaction; idempotent (`removed: false` when there was none). */
export async function removeReaction(actor: Actor, raw: unknown) {
  const { messageId, emoji } = parse(reactionSchema, raw);
  const message = await reactableMessage(actor, messageId);
  const { count } = await prisma.messageReaction.deleteMany({
    where: { messageId, userId: actor.id, emoji },
  });
  if (count > 0) announceReaction(actor, message, emoji, "remove");
  return { removed: count > 0 };
}
