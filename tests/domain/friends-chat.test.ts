import { describe, expect, it } from "vitest";
import {
  addReaction,
  getConversation,
  NOT_FRIENDS,
  removeReaction,
  sendChatMessage,
} from "~/models/chat.server";
import {
  acceptFriendRequest,
  pairKey,
  rejectFriendRequest,
  removeFriend,
  sendFriendRequest,
} from "~/models/friendship.server";
import type { PublicUser } from "~/models/user.server";
import { subscribe } from "~/realtime/server/events.server";
import { prisma } from "~/server/db.server";
import { actor, expectRefusal } from "./actors";

const friendship = (a: PublicUser, b: PublicUser) =>
  prisma.friendship.findUnique({ where: { pairKey: pairKey(a.id, b.id) } });

async function befriend(a: PublicUser, b: PublicUser) {
  const { friendship } = await sendFriendRequest(a, b.id);
  await acceptFriendRequest(b, friendship.id);
}

describe("friend requests: who may answer", () => {
  it("only the receiver accepts; the requester and a stranger are refused", async () => {
    const [a, b, stranger] = [await actor(), await actor(), await actor()];
    const { friendship: request } = await sendFriendRequest(a, b.id);
    for (const who of [a, stranger]) {
      await expectRefusal(
        acceptFriendRequest(who, request.id),
        403,
        "Only the receiver can accept this friend request",
      );
    }
    expect((await friendship(a, b))?.status).toBe("pending");
    await acceptFriendRequest(b, request.id);
    expect((await friendship(a, b))?.status).toBe("accepted");
  });

  it("only the receiver rejects; the requester and a stranger are refused", async () => {
    const [a, b, stranger] = [await actor(), await actor(), await actor()];
    const { friendship: request } = await sendFriendRequest(a, b.id);
    for (const who of [a, stranger]) {
      await expectRefusal(
        rejectFriendRequest(who, request.id),
        403,
        "Only the receiver can reject this friend request",
      );
    }
    expect((await friendship(a, b))?.status).toBe("pending");
    await rejectFriendRequest(b, request.id);
    expect(await friendship(a, b)).toBeNull();
  });

  it("nobody can ask a banned player", async () => {
    const [a, banned] = [await actor(), await actor("banned")];
    await expectRefusal(sendFriendRequest(a, banned.id), 404, "User not found");
    expect(await friendship(a, banned)).toBeNull();
  });
});

describe("friends: who may remove", () => {
  it.each(["requester", "receiver"] as const)(
    "the %s may; a stranger may not; a pending request is not removable",
    async (remover) => {
      const [a, b, stranger] = [await actor(), await actor(), await actor()];
      const { friendship: request } = await sendFriendRequest(a, b.id);
      await expectRefusal(removeFriend(a, b.id), 403, `You are not friends with ${b.username}`);
      expect((await friendship(a, b))?.status).toBe("pending");
      await acceptFriendRequest(b, request.id);

      await expectRefusal(
        removeFriend(stranger, a.id),
        403,
        `You are not friends with ${a.username}`,
      );
      const [who, other] = remover === "requester" ? [a, b] : [b, a];
      await removeFriend(who, other.id);
      expect(await friendship(a, b)).toBeNull();
      await expectRefusal(removeFriend(who, other.id), 403);
    },
  );
});

describe("friend requests: races", () => {
  it.each([false, true])(
    "racing requests leave one row, whichever direction (reverse: %s)",
    async (reverse) => {
      const [a, b] = [await actor(), await actor()];
      const results = await Promise.allSettled([
        sendFriendRequest(a, b.id),
        reverse ? sendFriendRequest(b, a.id) : sendFriendRequest(a, b.id),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(loser.reason).toMatchObject({ status: 409 });
      expect(await prisma.friendship.count({ where: { pairKey: pairKey(a.id, b.id) } })).toBe(1);
    },
  );

  it("an accept racing a reject: exactly one wins", async () => {
    const [a, b] = [await actor(), await actor()];
    const { friendship: request } = await sendFriendRequest(a, b.id);
    const results = await Promise.allSettled([
      acceptFriendRequest(b, request.id),
      rejectFriendRequest(b, request.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const row = await friendship(a, b);
    const accepted = results[0].status === "fulfilled";
    expect(row?.status ?? null).toBe(accepted ? "accepted" : null);
  });
});

describe("chat is for friends only", () => {
  it("refuses strangers history, messages and reactions, and stores nothing", async () => {
    const [alice, bob, eve] = [await actor(), await actor(), await actor()];
    await befriend(alice, bob);
    await expectRefusal(getConversation(eve, alice.id), 403, NOT_FRIENDS);
    await expectRefusal(sendChatMessage(eve, { receiverId: alice.id, message: "hey" }), 403);
    expect(await prisma.chatMessage.count({ where: { senderId: eve.id } })).toBe(0);

    // Eve cannot react to a message between Alice and Bob, even after befriending both.
    const message = await sendChatMessage(alice, { receiverId: bob.id, message: "just us" });
    await befriend(eve, alice);
    await befriend(bob, eve);
    const reaction = { messageId: message.id, emoji: "🔥" };
    await expectRefusal(addReaction(eve, reaction), 403);
    await expectRefusal(removeReaction(eve, reaction), 403);
    expect(await prisma.messageReaction.count({ where: { messageId: message.id } })).toBe(0);
  });

  it("closes a conversation once the friendship ends", async () => {
    const [alice, bob] = [await actor(), await actor()];
    await befriend(alice, bob);
    const message = await sendChatMessage(alice, { receiverId: bob.id, message: "before" });
    await removeFriend(alice, bob.id);
    await expectRefusal(getConversation(bob, alice.id), 403, NOT_FRIENDS);
    await expectRefusal(addReaction(bob, { messageId: message.id, emoji: "😢" }), 403);
  });

  it("friends may talk and react; reacting twice at once keeps one reaction", async () => {
    const [alice, bob] = [await actor(), await actor()];
    await befriend(alice, bob);
    const message = await sendChatMessage(alice, { receiverId: bob.id, message: "gg" });
    expect((await getConversation(bob, alice.id)).messages.map((m) => m.id)).toEqual([message.id]);
    const reaction = { messageId: message.id, emoji: "🔥" };
    await Promise.all([addReaction(bob, reaction), addReaction(bob, reaction)]);
    expect(await prisma.messageReaction.count({ where: { messageId: message.id } })).toBe(1);
  });
});

describe("a keyed chat message", () => {
  // SQLite's one connection: the keyed write must not land inside another request's open
  // transaction, or that one's rollback would take a message already answered as stored.
  it("sent while another transaction is open stays when that one rolls back", async () => {
    const [alice, bob] = [await actor(), await actor()];
    await befriend(alice, bob);
    let sent: ReturnType<typeof sendChatMessage> | undefined;
    const rolledBack = prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: alice.id }, data: { main: "Fox" } });
      sent = sendChatMessage(alice, { receiverId: bob.id, message: "kept" }, "kept-key-1");
      await tx.user.findUnique({ where: { id: alice.id } });
      throw new Error("rolled back");
    });
    await expect(rolledBack).rejects.toThrow("rolled back");
    const message = await sent!;
    expect((await prisma.user.findUnique({ where: { id: alice.id } }))?.main).not.toBe("Fox");
    expect(await prisma.chatMessage.count({ where: { id: message.id, message: "kept" } })).toBe(1);
    // Its key answers a resend with the same message.
    const resent = await sendChatMessage(
      alice,
      { receiverId: bob.id, message: "kept" },
      "kept-key-1",
    );
    expect(resent).toEqual(message);
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(1);
  });

  it("sent again is answered alike and announced once, even after the two unfriended", async () => {
    const [alice, bob] = [await actor(), await actor()];
    await befriend(alice, bob);
    const announced: string[] = [];
    const stop = subscribe("toUser", ({ userId, event }) => {
      if (userId === bob.id && /^(newMessage|messageReceived)$/.test(event)) announced.push(event);
    });
    try {
      const send = () =>
        sendChatMessage(alice, { receiverId: bob.id, message: "said once" }, "once-key-1");
      const message = await send();
      // Published in-process before the send resolves: every announcement is in by now.
      expect(announced).toEqual(["newMessage", "messageReceived"]);
      expect(await send()).toEqual(message);
      await removeFriend(alice, bob.id);
      expect(await send()).toEqual(message);
      expect(announced).toEqual(["newMessage", "messageReceived"]);
      // A new message (a new key) is refused: they are not friends any more.
      await expectRefusal(
        sendChatMessage(alice, { receiverId: bob.id, message: "said once" }, "once-key-2"),
        403,
        NOT_FRIENDS,
      );
      expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(1);
    } finally {
      stop();
    }
  });
});
