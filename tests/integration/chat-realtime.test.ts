import { afterAll, beforeAll, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { befriend, sendViaApi, signedIn, type Person } from "./chat-helpers";
import { startTestServer } from "./harness";
import { closeSockets, emitWithAck, next, openSocket, silence } from "./socket-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

/** A real socket.io client, signed in as `person` (or a guest) through the session cookie. */
const open = (person: Person | null) =>
  openSocket(server.baseUrl, person?.client.cookieHeader ?? "");

/** Two friends, each with an open socket. */
async function friends() {
  const alice = await signedIn(server, "Ali");
  const bob = await signedIn(server, "Bob");
  await befriend(alice.id, bob.id);
  return { alice, bob, a: await open(alice), b: await open(bob) };
}

it("delivers a message sent over the socket to both users, confirming it to the sender", async () => {
  const { alice, bob, a, b } = await friends();
  const toAlice = next(a, "newMessage");
  const toBob = next(b, "newMessage");
  const confirmed = next(a, "messageConfirmed");
  const received = next(b, "messageReceived");

  const ack = await emitWithAck(a, "sendMessage", {
    receiverId: bob.id,
    message: "over the socket",
  });
  expect(ack.ok).toBe(true);

  const expected = {
    senderId: alice.id,
    receiverId: bob.id,
    message: "over the socket",
    senderUsername: alice.username,
  };
  expect(await toAlice).toMatchObject(expected);
  expect(await toBob).toMatchObject(expected);
  expect(await confirmed).toMatchObject({ id: ack.message?.id, senderId: alice.id, reactions: [] });
  expect(await received).toMatchObject({ senderId: alice.id, messageId: ack.message?.id });
  expect(await prisma.chatMessage.findUnique({ where: { id: ack.message?.id } })).toMatchObject({
    senderId: alice.id,
    message: "over the socket",
  });
});

it("delivers a message sent over /api through the socket too, and the reply the other way", async () => {
  const { alice, bob, a, b } = await friends();
  const toBob = next(b, "newMessage");
  const toAlice = next(a, "newMessage");
  const confirmed = next(a, "messageConfirmed");
  const stored = await sendViaApi(alice, bob, "over http");
  expect(await toBob).toMatchObject({ id: stored.id, senderId: alice.id, message: "over http" });
  expect(await toAlice).toMatchObject({ id: stored.id });
  expect(await confirmed).toMatchObject({ id: stored.id });

  const reply = next(a, "newMessage");
  b.emit("sendMessage", { receiverId: alice.id, message: "reply by socket" });
  expect(await reply).toMatchObject({ senderId: bob.id, receiverId: alice.id });
  const history = await (await alice.client.get(`/api/chat/history/${bob.id}`)).json();
  expect(history.map((m: { message: string }) => m.message)).toEqual([
    "over http",
    "reply by socket",
  ]);
});

it("refuses a socket message to a non-friend, with the /api twin's status and message", async () => {
  const alice = await signedIn(server, "Ali");
  const eve = await signedIn(server, "Eve");
  const a = await open(alice);
  const e = await open(eve);
  const heard = silence(e, "newMessage");
  const error = next<{ error: string }>(a, "chatError");
  const ack = await emitWithAck(a, "sendMessage", { receiverId: eve.id, message: "hi stranger" });
  expect(ack).toEqual({ ok: false, error: "403: You can only message your friends." });
  expect((await error).error).toBe("403: You can only message your friends.");
  expect(await heard).toBe("silent");

  const empty = await emitWithAck(a, "sendMessage", { receiverId: eve.id, message: "  " });
  expect(empty.ok).toBe(false);
  expect(empty.error).toMatch(/^400: /);
});

it("passes typing on to the friend only", async () => {
  const { alice, bob, a, b } = await friends();
  const carol = await signedIn(server, "Car");
  await befriend(carol.id, alice.id);
  const c = await open(carol);

  const typing = next(b, "userTyping");
  const carolHears = silence(c, "userTyping");
  a.emit("typing", { receiverId: bob.id, isTyping: true });
  expect(await typing).toEqual({ userId: alice.id, username: alice.username, isTyping: true });
  expect(await carolHears).toBe("silent");

  // Not friends: nothing is relayed.
  const stranger = await signedIn(server, "Str");
  const s = await open(stranger);
  const strangerHears = silence(s, "userTyping");
  a.emit("typing", { receiverId: stranger.id, isTyping: true });
  expect(await strangerHears).toBe("silent");
});

it("marks a conversation read over the socket, telling the reader and the sender", async () => {
  const { alice, bob, a, b } = await friends();
  await sendViaApi(bob, alice, "unread 1");
  await sendViaApi(bob, alice, "unread 2");
  const marked = next(a, "messagesMarkedAsRead");
  const read = next(b, "messageRead");
  a.emit("markAsRead", { friendId: bob.id });
  expect(await marked).toEqual({ friendId: bob.id, count: 2 });
  expect(await read).toEqual({ readerId: alice.id });
  expect(await (await alice.client.get("/api/chat/unread-counts")).json()).toEqual({});
});

it("ignores a spoofed join id: messages still come from the session's user", async () => {
  const { alice, bob, a, b } = await friends();
  const joined = next<{ userId: string }>(a, "joined");
  a.emit("join", bob.id);
  expect((await joined).userId).toBe(alice.id);

  const toBob = next(b, "newMessage");
  a.emit("sendMessage", { receiverId: bob.id, message: "who am I?", senderId: bob.id });
  expect(await toBob).toMatchObject({ senderId: alice.id, receiverId: bob.id });
});

it("gives an unauthenticated socket no private events and lets it send nothing", async () => {
  const { alice, bob } = await friends();
  const guest = await open(null);
  const heard = silence(guest, "newMessage");
  guest.emit("join", bob.id);
  guest.emit("sendMessage", { receiverId: alice.id, message: "from nowhere" });
  await sendViaApi(alice, bob, "private");
  expect(await heard).toBe("silent");
  expect(await prisma.chatMessage.count({ where: { message: "from nowhere" } })).toBe(0);
});

it("announces reactions to both users and notifies the author", async () => {
  const { alice, bob, a, b } = await friends();
  const message = await sendViaApi(alice, bob, "react please");
  const toAlice = next(a, "messageReaction");
  const toBob = next(b, "messageReaction");
  const notice = next(a, "reactionNotification");
  const bobNotified = silence(b, "reactionNotification");
  await bob.client.post("/api/chat/reactions", { messageId: message.id, emoji: "😍" });
  const expected = { messageId: message.id, userId: bob.id, emoji: "😍", action: "add" };
  expect(await toAlice).toEqual(expected);
  expect(await toBob).toEqual(expected);
  expect(await notice).toMatchObject({ fromUsername: bob.username, emoji: "😍" });
  expect(await bobNotified).toBe("silent");

  const removed = next(a, "messageReaction");
  await bob.client.request("DELETE", "/api/chat/reactions", { messageId: message.id, emoji: "😍" });
  expect(await removed).toEqual({ ...expected, action: "remove" });
});
