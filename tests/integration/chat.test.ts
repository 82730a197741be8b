import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONVERSATIONS_PAGE_SIZE } from "~/models/chat.server";
import { MESSAGE_EMPTY, MESSAGE_TOO_LONG, REACTION_EMOJIS } from "~/schemas/chat";
import { prisma } from "~/server/db.server";
import { manyFriends } from "../fixtures/many-friends";
import { befriend, sendViaApi, signedIn, type Person } from "./chat-helpers";
import { form, startTestServer, toastOf } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Two friends and a stranger who is friends with neither. */
async function cast() {
  const alice = await signedIn(server, "Ali");
  const bob = await signedIn(server, "Bob");
  const eve = await signedIn(server, "Eve");
  await befriend(alice.id, bob.id);
  return { alice, bob, eve };
}

const unreadOf = async (p: Person) =>
  (await (await p.client.get("/api/chat/unread-counts")).json()) as Record<string, number>;

const countMessages = (a: string, b: string) =>
  prisma.chatMessage.count({
    where: {
      OR: [
        { senderId: a, receiverId: b },
        { senderId: b, receiverId: a },
      ],
    },
  });

describe("who may chat", () => {
  it("answers 401 to guests on every chat route", async () => {
    const { bob } = await cast();
    const guest = server.client();
    expect((await guest.get(`/api/chat/history/${bob.id}`)).status).toBe(401);
    expect(
      (await guest.post("/api/chat/message", { receiverId: bob.id, message: "hi" })).status,
    ).toBe(401);
    expect((await guest.post(`/api/chat/mark-read/${bob.id}`)).status).toBe(401);
    expect((await guest.post("/api/chat/reactions", { messageId: 1, emoji: "🔥" })).status).toBe(
      401,
    );
    expect((await guest.get("/api/chat/unread-counts")).status).toBe(401);
  });

  // Friends only (history, messages, reactions; closed once the friendship ends) is the
  // domain's rule: tests/domain/friends-chat.test.ts. Here, the answer a stranger gets.
  it("answers a non-friend 403 in plain words and stores nothing", async () => {
    const { alice, eve } = await cast();
    const history = await eve.client.get(`/api/chat/history/${alice.id}`);
    expect(history.status).toBe(403);
    expect(await history.text()).toBe("You can only message your friends.");

    const send = await eve.client.post("/api/chat/message", {
      receiverId: alice.id,
      message: "hey",
    });
    expect(send.status).toBe(403);
    expect(await countMessages(eve.id, alice.id)).toBe(0);
  });

  it("drops a former friend's messages from the unread badge", async () => {
    const { alice, bob } = await cast();
    await sendViaApi(alice, bob, "before the split");
    await prisma.friendship.deleteMany({ where: { requesterId: alice.id, receiverId: bob.id } });
    // A former friend's unread message no longer counts towards the badge.
    expect(await unreadOf(bob)).toEqual({});
  });
});

describe("sending", () => {
  it("stores a message (201) and refuses empty or over-long ones with a clear 400", async () => {
    const { alice, bob } = await cast();
    const ok = await alice.client.post("/api/chat/message", {
      receiverId: bob.id,
      message: "  GGs!  ",
    });
    expect(ok.status).toBe(201);
    const stored = await ok.json();
    expect(stored).toMatchObject({
      senderId: alice.id,
      receiverId: bob.id,
      message: "GGs!",
      isRead: false,
      reactions: [],
    });
    expect(typeof stored.id).toBe("number");
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const empty = await alice.client.post("/api/chat/message", {
      receiverId: bob.id,
      message: " \n ",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe(MESSAGE_EMPTY);

    const long = await alice.client.post("/api/chat/message", {
      receiverId: bob.id,
      message: "x".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toBe(MESSAGE_TOO_LONG);

    const longest = await alice.client.post("/api/chat/message", {
      receiverId: bob.id,
      message: "y".repeat(2000),
    });
    expect(longest.status).toBe(201);
    expect(await countMessages(alice.id, bob.id)).toBe(2);
  });

  it("takes the sender from the session, not the body", async () => {
    const { alice, bob } = await cast();
    const res = await alice.client.post("/api/chat/message", {
      receiverId: bob.id,
      senderId: bob.id,
      message: "it's me, Alice",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).senderId).toBe(alice.id);
  });

  it("renders message text as text, never as HTML", async () => {
    const { alice, bob } = await cast();
    await sendViaApi(alice, bob, '<img src=x onerror="alert(1)"><b>bold</b>');
    const html = await (await bob.client.get(`/messages?with=${alice.id}`)).text();
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<b>bold</b>");
  });
});

describe("unread counts and mark-read", () => {
  it("counts unread messages per friend and clears them on mark-read", async () => {
    const { alice, bob } = await cast();
    const carol = await signedIn(server, "Car");
    await befriend(carol.id, alice.id);
    await sendViaApi(bob, alice, "one");
    await sendViaApi(bob, alice, "two");
    await sendViaApi(carol, alice, "hi from carol");
    await sendViaApi(alice, bob, "alice's own message is not unread for her");

    expect(await unreadOf(alice)).toEqual({ [bob.id]: 2, [carol.id]: 1 });
    const marked = await alice.client.post(`/api/chat/mark-read/${bob.id}`);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ success: true, count: 2 });
    expect(await unreadOf(alice)).toEqual({ [carol.id]: 1 });
    // Marking again changes nothing.
    expect(await (await alice.client.post(`/api/chat/mark-read/${bob.id}`)).json()).toEqual({
      success: true,
      count: 0,
    });
  });

  it("marks a conversation read when the page opens it, and the top bar shows the sum (9+)", async () => {
    const { alice, bob } = await cast();
    await prisma.chatMessage.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        senderId: bob.id,
        receiverId: alice.id,
        message: `ping ${i}`,
      })),
    });
    const list = await (await alice.client.get("/messages")).text();
    expect(list).toMatch(/data-testid="unread-badge"[^>]*>9\+/);
    expect(list).toMatch(
      /href="\/messages"[^>]*>Messages<span[^>]*data-testid="nav-badge"[^>]*>9\+/,
    );

    await alice.client.get(`/messages?with=${bob.id}`);
    expect(await unreadOf(alice)).toEqual({});
    const after = await (await alice.client.get("/messages")).text();
    expect(after).not.toContain('data-testid="unread-badge"');
    expect(after).not.toContain('data-testid="nav-badge"');
  });
});

describe("history", () => {
  it("pages the newest 50 oldest→newest, then older ones with ?before", async () => {
    const { alice, bob } = await cast();
    const start = Date.now() - 60 * 60 * 1000;
    await prisma.chatMessage.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        senderId: i % 2 ? alice.id : bob.id,
        receiverId: i % 2 ? bob.id : alice.id,
        message: `m${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    });
    const first = await alice.client.get(`/api/chat/history/${bob.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Has-More")).toBe("true");
    const newest = (await first.json()) as Array<{ id: number; message: string }>;
    expect(newest.map((m) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 5}`));

    const older = await bob.client.get(`/api/chat/history/${alice.id}?before=${newest[0].id}`);
    expect(older.headers.get("X-Has-More")).toBe("false");
    expect(((await older.json()) as Array<{ message: string }>).map((m) => m.message)).toEqual([
      "m0",
      "m1",
      "m2",
      "m3",
      "m4",
    ]);

    expect((await alice.client.get(`/api/chat/history/${bob.id}?before=abc`)).status).toBe(400);
    expect((await alice.client.get(`/api/chat/history/${bob.id}?before=999999`)).status).toBe(404);
  });

  it("carries each message's reactions", async () => {
    const { alice, bob } = await cast();
    const message = await sendViaApi(alice, bob, "react to me");
    await bob.client.post("/api/chat/reactions", { messageId: message.id, emoji: "❤️" });
    const [entry] = await (await alice.client.get(`/api/chat/history/${bob.id}`)).json();
    expect(entry.reactions).toEqual([
      {
        id: expect.any(Number),
        messageId: message.id,
        userId: bob.id,
        emoji: "❤️",
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe("reactions", () => {
  it("adds (201, then 200 when already there) and removes, idempotently", async () => {
    const { alice, bob } = await cast();
    const message = await sendViaApi(alice, bob, "nice combo");
    const body = { messageId: message.id, emoji: "🔥" };

    const added = await bob.client.post("/api/chat/reactions", body);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ ...body, userId: bob.id });
    expect((await bob.client.post("/api/chat/reactions", body)).status).toBe(200);
    // The author may react too, with several different emojis.
    expect((await alice.client.post("/api/chat/reactions", body)).status).toBe(201);
    expect((await alice.client.post("/api/chat/reactions", { ...body, emoji: "💯" })).status).toBe(
      201,
    );
    expect(await prisma.messageReaction.count({ where: { messageId: message.id } })).toBe(3);

    const removed = await bob.client.request("DELETE", "/api/chat/reactions", body);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: true });
    const again = await bob.client.request("DELETE", "/api/chat/reactions", body);
    expect(await again.json()).toEqual({ removed: false });
    expect(await prisma.messageReaction.count({ where: { messageId: message.id } })).toBe(2);
  });

  it("accepts only the 12 reaction emojis, and known messages", async () => {
    const { alice, bob } = await cast();
    const message = await sendViaApi(alice, bob, "hm");
    expect(REACTION_EMOJIS).toHaveLength(12);
    const bad = await bob.client.post("/api/chat/reactions", {
      messageId: message.id,
      emoji: "🍕",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Please choose one of the 12 reaction emojis.");
    const unknown = await bob.client.post("/api/chat/reactions", {
      messageId: 2 ** 31 - 2,
      emoji: "🔥",
    });
    expect(unknown.status).toBe(404);
    expect((await bob.client.post("/api/chat/reactions", { emoji: "🔥" })).status).toBe(400);
  });
});

describe("the /messages page", () => {
  it("shows guests the sign-in notice", async () => {
    const html = await (await server.client().get("/messages")).text();
    expect(html).toContain("Authentication Required");
    expect(html).toContain("Please log in to access your messages.");
  });

  it("shows the empty and not-selected states", async () => {
    const loner = await signedIn(server, "Lon");
    const html = await (await loner.client.get("/messages")).text();
    expect(html).toContain("No friends to message");
    expect(html).toContain("Add friends to start chatting!");
    expect(html).toContain("Select a friend to start messaging");
    expect(html).toContain("Choose a friend from the sidebar to begin your conversation");
  });

  it("lists conversations a page at a time, the latest first, with plain links", async () => {
    const me = await signedIn(server, "Many");
    const friends = await manyFriends(me.id, CONVERSATIONS_PAGE_SIZE + 1);
    const talkedTo = friends[30];
    const sent = await me.client.post("/api/chat/message", {
      receiverId: talkedTo.id,
      message: "hi",
    });
    expect(sent.status).toBe(201);
    const links = (html: string) =>
      [...html.matchAll(/<a\b[^>]*data-testid="chat-friend"[^>]*>/g)].map(
        ([tag]) => /href="([^"]+)"/.exec(tag)![1],
      );

    const first = await (await me.client.get("/messages")).text();
    expect(links(first)).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(links(first)[0]).toBe(`/messages?with=${talkedTo.id}`);
    expect(first).toContain('href="/messages?page=2">Next');

    const last = friends.at(-1)!;
    const second = await (await me.client.get("/messages?page=2")).text();
    expect(links(second)).toEqual([`/messages?with=${last.id}&amp;page=2`]);
    expect(second).toContain('href="/messages">Previous');

    // A friend on page 2 opens with page 1 of the list beside them.
    const opened = await (await me.client.get(`/messages?with=${last.id}`)).text();
    expect(opened).toContain(`Message ${last.username}...`);
    expect(links(opened)).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(opened).toContain(`href="/messages?with=${last.id}&amp;page=2">Next`);
  });

  it("sends a non-friend's ?with= back to the list with a notice", async () => {
    const { alice, eve } = await cast();
    const res = await eve.client.get(`/messages?with=${alice.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/messages");
    expect(toastOf(res)?.title).toBe("Conversation unavailable");
  });

  it("renders a conversation on the server: (you), placeholder, empty state, Refresh", async () => {
    const { alice, bob } = await cast();
    const empty = await (await alice.client.get(`/messages?with=${bob.id}`)).text();
    expect(empty).toContain("No messages yet. Start the conversation!");
    expect(empty).toContain(`placeholder="Message ${bob.username}..."`);
    expect(empty).toContain(">Refresh</a>");

    await sendViaApi(alice, bob, "first!");
    const html = await (await alice.client.get(`/messages?with=${bob.id}`)).text();
    expect(html).toContain(`${alice.username} (you)`);
    expect(html).toContain("first!");
  });

  it("sends through a plain form post and redirects back to the conversation", async () => {
    const { alice, bob } = await cast();
    const res = await alice.client.post(
      `/messages?with=${bob.id}`,
      form({ intent: "send", receiverId: bob.id, message: "sent without JS" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/messages?with=${bob.id}`);
    const [stored] = await (await bob.client.get(`/api/chat/history/${alice.id}`)).json();
    expect(stored).toMatchObject({ senderId: alice.id, message: "sent without JS" });

    const empty = await alice.client.post(
      `/messages?with=${bob.id}`,
      form({ intent: "send", receiverId: bob.id, message: "   " }),
    );
    expect(empty.headers.get("Location")).toBe(`/messages?with=${bob.id}`);
    expect(toastOf(empty)).toMatchObject({
      title: "Failed to send message",
      description: MESSAGE_EMPTY,
      type: "destructive",
    });
  });

  it("refuses a form post to a non-friend", async () => {
    const { alice, eve } = await cast();
    const res = await eve.client.post(
      "/messages",
      form({ intent: "send", receiverId: alice.id, message: "let me in" }),
    );
    expect(res.headers.get("Location")).toBe("/messages");
    expect(toastOf(res)).toMatchObject({ title: "Failed to send message", type: "destructive" });
    expect(await countMessages(eve.id, alice.id)).toBe(0);
  });

  it("sends guests who post to sign in", async () => {
    const res = await server
      .client()
      .post("/messages", form({ intent: "send", receiverId: "x", message: "hi" }));
    expect(res.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("shows the reaction picker as forms at ?react=, and reaction forms toggle", async () => {
    const { alice, bob } = await cast();
    const message = await sendViaApi(alice, bob, "react without JS");
    const page = await (
      await bob.client.get(`/messages?with=${alice.id}&react=${message.id}`)
    ).text();
    for (const emoji of REACTION_EMOJIS) expect(page).toContain(`aria-label="React with ${emoji}"`);

    const react = (op: string) =>
      bob.client.post(
        `/messages?with=${alice.id}`,
        form({ intent: "react", op, messageId: String(message.id), emoji: "🎉", with: alice.id }),
      );
    const added = await react("add");
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/messages?with=${alice.id}#message-${message.id}`);
    const shown = await (await bob.client.get(`/messages?with=${alice.id}`)).text();
    expect(shown).toMatch(/aria-pressed="true"[^>]*>🎉 1</);

    await react("remove");
    expect(await prisma.messageReaction.count({ where: { messageId: message.id } })).toBe(0);

    const bad = await bob.client.post(
      `/messages?with=${alice.id}`,
      form({
        intent: "react",
        op: "add",
        messageId: String(message.id),
        emoji: "🍕",
        with: alice.id,
      }),
    );
    expect(toastOf(bad)).toMatchObject({ title: "Failed to add reaction", type: "destructive" });
  });

  it("lists Messages in the top bar for signed-in users only", async () => {
    const { alice } = await cast();
    expect(await (await alice.client.get("/")).text()).toContain('href="/messages"');
    expect(await (await server.client().get("/")).text()).not.toContain('href="/messages"');
  });
});
