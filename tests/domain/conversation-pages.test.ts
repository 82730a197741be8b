import { describe, expect, it } from "vitest";
import { getConversation, HISTORY_PAGE_SIZE } from "~/models/chat.server";
import {
  acceptFriendRequest,
  peopleInOrder,
  personSelect,
  sendFriendRequest,
} from "~/models/friendship.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actor } from "./actors";

// The conversation pages and the people lists are read with raw SQL: these hold them to what
// Prisma's own reads of the same rows give, field for field and in order.

async function befriend(a: PublicUser, b: PublicUser) {
  const { friendship } = await sendFriendRequest(a, b.id);
  await acceptFriendRequest(b, friendship.id);
}

/** The whole conversation as Prisma reads it, oldest first, as the page shows each message. */
async function wholeConversation(a: string, b: string) {
  const rows = await prisma.chatMessage.findMany({
    where: {
      OR: [
        { senderId: a, receiverId: b },
        { senderId: b, receiverId: a },
      ],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: {
      reactions: {
        select: { id: true, messageId: true, userId: true, emoji: true, createdAt: true },
        orderBy: { id: "asc" },
      },
    },
  });
  return rows.map(({ reactions, createdAt, ...m }) => ({
    ...m,
    createdAt: createdAt.toISOString(),
    reactions: reactions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  }));
}

describe("a conversation's pages", () => {
  it("give every message once, oldest to newest, with its reactions, however times tie", async () => {
    const [me, friend, other] = [await actor(), await actor(), await actor()];
    await befriend(me, friend);
    await befriend(me, other);
    const start = Date.UTC(2026, 0, 1);
    // 130 messages both ways, three to a second so whole pages end inside a tie, read and unread,
    // and a conversation with someone else interleaved that must stay out.
    const between = Array.from({ length: 130 }, (_, i) => ({
      senderId: i % 3 === 0 ? friend.id : me.id,
      receiverId: i % 3 === 0 ? me.id : friend.id,
      message: `message ${i}`,
      isRead: i % 2 === 0,
      createdAt: new Date(start + Math.floor(i / 3) * 1000),
    }));
    const elsewhere = between.map((m) => ({ ...m, senderId: other.id, receiverId: me.id }));
    await prisma.chatMessage.createMany({ data: [...between, ...elsewhere] });
    const stored = await prisma.chatMessage.findMany({
      where: { senderId: { in: [me.id, friend.id] }, receiverId: { in: [me.id, friend.id] } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    const reacted = [stored[0].id, stored[49].id, stored[50].id, stored[129].id];
    await prisma.messageReaction.createMany({
      data: reacted.flatMap((messageId) => [
        { messageId, userId: friend.id, emoji: "🔥" },
        { messageId, userId: me.id, emoji: "👍" },
      ]),
    });
    const expected = await wholeConversation(me.id, friend.id);
    expect(expected).toHaveLength(130);

    for (const [reader, partner] of [
      [me, friend],
      [friend, me],
    ] as const) {
      const pages: Awaited<ReturnType<typeof getConversation>>[] = [];
      let before: number | undefined;
      do {
        const page = await getConversation(reader, partner.id, { before });
        pages.unshift(page);
        before = page.messages[0]?.id;
      } while (pages[0].hasMore);
      expect(pages.map((p) => p.messages.length)).toEqual([30, 50, 50]);
      expect(pages.map((p) => p.hasMore)).toEqual([false, true, true]);
      expect(pages.flatMap((p) => p.messages)).toEqual(expected);
    }
    expect(
      (await getConversation(me, friend.id, { limit: HISTORY_PAGE_SIZE })).messages.some(
        (m) => m.senderId === other.id,
      ),
    ).toBe(false);
  });

  it("an older page from a message of another conversation is not found", async () => {
    const [me, friend, other] = [await actor(), await actor(), await actor()];
    await befriend(me, friend);
    const foreign = await prisma.chatMessage.create({
      data: { senderId: other.id, receiverId: me.id, message: "elsewhere" },
    });
    await expect(getConversation(me, friend.id, { before: foreign.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("people in order", () => {
  it("are the users Prisma reads, in the order asked, unknown ids left out", async () => {
    const people = [await actor(), await actor("admin"), await actor("owner")];
    await prisma.user.update({
      where: { id: people[0].id },
      data: { isOnline: true, main: "Fox", profilePicture: "/uploads/p.png" },
    });
    const asked = [people[2].id, "no-such-user", people[0].id, people[1].id];
    const byPrisma = await prisma.user.findMany({
      where: { id: { in: asked } },
      select: personSelect,
    });
    const expected = asked.flatMap((id) => byPrisma.filter((p) => p.id === id));
    expect(await peopleInOrder(asked)).toEqual(expected);
    expect(expected.map((p) => p.isOnline)).toEqual([false, true, false]);
  });
});
