import { describe, expect, it } from "vitest";
import {
  CONVERSATIONS_PAGE_SIZE,
  findChatFriend,
  listChatFriends,
  unreadCounts,
} from "~/models/chat.server";
import {
  FRIENDS_PAGE_SIZE,
  findFriend,
  listFriendsPage,
  pairKey,
  sendFriendRequest,
} from "~/models/friendship.server";
import { prisma } from "~/server/db.server";
import { manyFriends } from "../fixtures/many-friends";
import { actor } from "./actors";

const ids = (list: { id: string }[]) => list.map((f) => f.id);

describe("/friends lists friends a page at a time", () => {
  it("50 a page, online friends first, then by tag; a page past the end is the last", async () => {
    const me = await actor();
    const friends = await manyFriends(me.id, FRIENDS_PAGE_SIZE + 5, 3);
    const online = friends.slice(-3);
    const expected = [...online, ...friends.slice(0, -3)];

    const first = await listFriendsPage(me.id, 1);
    expect(first).toMatchObject({ total: FRIENDS_PAGE_SIZE + 5, page: 1, pageCount: 2 });
    expect(ids(first.friends)).toEqual(ids(expected.slice(0, FRIENDS_PAGE_SIZE)));
    const second = await listFriendsPage(me.id, 2);
    expect(ids(second.friends)).toEqual(ids(expected.slice(FRIENDS_PAGE_SIZE)));
    expect(second).toMatchObject({ page: 2, pageCount: 2 });

    const past = await listFriendsPage(me.id, 9);
    expect(past.page).toBe(2);
    expect(ids(past.friends)).toEqual(ids(second.friends));
  });

  it("a player without friends gets one empty page", async () => {
    const me = await actor();
    expect(await listFriendsPage(me.id, 3)).toEqual({
      friends: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it("finds one friend, whatever page they are on, and nobody else", async () => {
    const [me, asked, stranger] = [await actor(), await actor(), await actor()];
    const [friend] = await manyFriends(me.id, 1);
    await sendFriendRequest(me, asked.id);
    expect(await findFriend(me.id, friend.id)).toMatchObject({
      id: friend.id,
      username: friend.username,
    });
    expect(await findFriend(me.id, asked.id)).toBeNull();
    expect(await findFriend(me.id, stranger.id)).toBeNull();
  });
});

describe("/messages lists conversations a page at a time", () => {
  /** A message at `minutesAgo`, written as the chat stores it. */
  const message = (senderId: string, receiverId: string, minutesAgo: number, isRead = true) =>
    prisma.chatMessage.create({
      data: {
        senderId,
        receiverId,
        message: "hi",
        isRead,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      },
    });

  it("the latest conversation first, either way it went; then the others as /friends orders them", async () => {
    const me = await actor();
    const friends = await manyFriends(me.id, CONVERSATIONS_PAGE_SIZE + 5, 1);
    const [a, b, c] = [friends[10], friends[20], friends[30]];
    await message(me.id, a.id, 40);
    await message(a.id, me.id, 1);
    await message(b.id, me.id, 5, false);
    await message(b.id, me.id, 6, false);
    await message(me.id, c.id, 10);
    const rest = friends.filter((f) => ![a, b, c].includes(f));
    const expected = [a, b, c, rest.at(-1)!, ...rest.slice(0, -1)];

    const first = await listChatFriends(me.id, 1);
    expect(ids(first.friends)).toEqual(ids(expected.slice(0, CONVERSATIONS_PAGE_SIZE)));
    expect(first.hasMore).toBe(true);
    expect(first.friends.map((f) => f.unread).slice(0, 3)).toEqual([0, 2, 0]);
    const second = await listChatFriends(me.id, 2);
    expect(ids(second.friends)).toEqual(ids(expected.slice(CONVERSATIONS_PAGE_SIZE)));
    expect(second.hasMore).toBe(false);
    expect(await listChatFriends(me.id, 3)).toEqual({ friends: [], hasMore: false });
  });

  it("a friend on any page opens with their unread count; a stranger is nobody's", async () => {
    const [me, stranger] = [await actor(), await actor()];
    const [friend] = await manyFriends(me.id, 1);
    await message(friend.id, me.id, 2, false);
    await message(stranger.id, me.id, 1, false);
    expect(await findChatFriend(me.id, friend.id)).toMatchObject({ id: friend.id, unread: 1 });
    expect(await findChatFriend(me.id, stranger.id)).toBeNull();
  });

  it("the Messages badge counts each friend's unread messages, whichever id sorts first, and nobody else's", async () => {
    const [me, asker, stranger] = [await actor(), await actor(), await actor()];
    const [after] = await manyFriends(me.id, 1);
    // An id sorting before every generated one, so the pair's key starts with the friend's id.
    const before = await prisma.user.create({
      data: {
        id: `0${me.id}`,
        username: `0${me.username}`,
        usernameKey: `0${me.username}`.toLowerCase(),
        email: `0${me.email}`,
      },
    });
    await prisma.friendship.create({
      data: {
        requesterId: before.id,
        receiverId: me.id,
        pairKey: pairKey(me.id, before.id),
        status: "accepted",
      },
    });
    await sendFriendRequest(asker, me.id);
    await message(after.id, me.id, 3, false);
    await message(after.id, me.id, 2, false);
    await message(after.id, me.id, 1);
    await message(before.id, me.id, 1, false);
    await message(asker.id, me.id, 1, false);
    await message(stranger.id, me.id, 1, false);
    await message(me.id, after.id, 1, false);
    expect(await unreadCounts(me.id)).toEqual({ [after.id]: 2, [before.id]: 1 });
  });
});
