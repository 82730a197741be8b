import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteOldIdempotencyKeys,
  INVALID_IDEMPOTENCY_KEY,
  KEY_LIFETIME_MS,
  KEY_USED_ELSEWHERE,
} from "~/models/idempotency.server";
import { prisma } from "~/server/db.server";
import { befriend, signedIn, type Person } from "./chat-helpers";
import { seedPost } from "./forum-helpers";
import { form, startTestServer, toastOf, uniqueTag } from "./harness";
import { closeSockets, emitWithAck, openSocket } from "./socket-helpers";

/**
 * A write whose answer was lost is resent with the key the client made for it; the server
 * answers the resend with the first answer and writes nothing more.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
  alice = await signedIn(server, "Ali");
  bob = await signedIn(server, "Bob");
  await befriend(alice.id, bob.id);
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

const newKey = () => `${uniqueTag("key")}-${crypto.randomUUID()}`;
const withKey = (key: string) => ({ "Idempotency-Key": key });

async function startSet(who: Person) {
  const res = await who.client.post("/api/score-tracker/start", {
    player1Name: "Mango",
    player2Name: "Hbox",
    targetScore: 3,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A multipart replay upload (port 1 named, so it counts at once), with its key. */
function uploadReplay(who: Person, matchId: number, key: string) {
  const body = new FormData();
  const file = readFileSync("tests/fixtures/slippi/sheik_vs_ics_yoshis.slp");
  body.set("replay", new Blob([new Uint8Array(file)]), "game.slp");
  body.set("player1Port", "1");
  // No stage was selected: the players confirm the replay's.
  body.set("confirmStage", "true");
  return fetch(`${server.baseUrl}/api/score-tracker/matches/${matchId}/games`, {
    method: "POST",
    body,
    headers: { Cookie: who.client.cookieHeader, ...withKey(key) },
  });
}

/** Each resendable /api write: how to send it with a key, and how many rows it has made. */
type Case = {
  name: string;
  status: number;
  prepare: () => Promise<number>;
  send: (who: Person, target: number, key: string) => Promise<Response>;
  count: (target: number) => Promise<number>;
  /** Copies sent at once are refused while one is read (429), not queued. */
  oneAtATime?: boolean;
};

const CASES: Case[] = [
  {
    name: "a comment",
    status: 201,
    prepare: async () => (await seedPost()).id,
    send: (who, postId, key) =>
      who.client.post(`/api/forum/posts/${postId}/comments`, { content: "gg" }, withKey(key)),
    count: (postId) => prisma.forumComment.count({ where: { postId } }),
  },
  {
    name: "a post",
    status: 201,
    prepare: async () => 0,
    send: (who, _, key) =>
      who.client.post(
        "/api/forum/posts",
        { title: "Resent thread", content: "Said once", category: "general" },
        withKey(key),
      ),
    count: () => prisma.forumPost.count({ where: { title: "Resent thread" } }),
  },
  {
    name: "a chat message",
    status: 201,
    prepare: async () => 0,
    send: (who, _, key) =>
      who.client.post(
        "/api/chat/message",
        { receiverId: who.id === alice.id ? bob.id : alice.id, message: "resent message" },
        withKey(key),
      ),
    count: () => prisma.chatMessage.count({ where: { message: "resent message" } }),
  },
  {
    name: "a game",
    status: 201,
    prepare: () => startSet(alice),
    send: (who, matchId, key) =>
      who.client.post(`/api/score-tracker/matches/${matchId}/games`, { winnerId: 1 }, withKey(key)),
    count: (matchId) => prisma.game.count({ where: { setId: matchId } }),
  },
  {
    name: "a replay upload",
    status: 201,
    // The edge lets a player read one upload at a time: copies sent at once wait their turn.
    oneAtATime: true,
    prepare: () => startSet(alice),
    send: (who, matchId, key) => uploadReplay(who, matchId, key),
    count: (matchId) => prisma.game.count({ where: { setId: matchId } }),
  },
  {
    name: "a point",
    status: 200,
    prepare: () => startSet(alice),
    send: (who, matchId, key) =>
      who.client.post("/api/score-tracker/award-point", { matchId, playerId: 2 }, withKey(key)),
    count: (matchId) => prisma.game.count({ where: { setId: matchId } }),
  },
  {
    name: "a report",
    status: 201,
    prepare: async () => (await seedPost({ authorId: bob.id })).id,
    send: (who, postId, key) =>
      who.client.post(
        "/api/reports",
        { targetType: "post", targetId: postId, reason: "spam" },
        withKey(key),
      ),
    count: (postId) => prisma.forumReport.count({ where: { targetId: postId } }),
  },
];

describe.each(CASES)("$name sent again with its Idempotency-Key", (c) => {
  it("is written once and answered twice alike", async () => {
    await prisma.forumPost.deleteMany({ where: { title: "Resent thread" } });
    await prisma.chatMessage.deleteMany({ where: { message: "resent message" } });
    const target = await c.prepare();
    const key = newKey();
    const first = await c.send(alice, target, key);
    expect(first.status).toBe(c.status);
    const firstBody = await first.text();
    const again = await c.send(alice, target, key);
    expect(again.status).toBe(c.status);
    expect(await again.text()).toBe(firstBody);
    expect(await c.count(target)).toBe(1);
  });

  it("sent several times at once is still written once, each answered alike", async () => {
    await prisma.forumPost.deleteMany({ where: { title: "Resent thread" } });
    await prisma.chatMessage.deleteMany({ where: { message: "resent message" } });
    const target = await c.prepare();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => c.send(alice, target, key)));
    const bodies = await Promise.all(answers.map((res) => res.text()));
    if (c.oneAtATime) {
      // A copy that came while another was read was refused unread (429, try again later); the
      // others, and a copy sent now, get the first answer.
      const refused = answers.filter((res) => res.status === 429);
      for (const res of refused) expect(res.headers.get("retry-after")).toBeTruthy();
      const answered = bodies.filter((_, i) => answers[i].status !== 429);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      const again = await c.send(alice, target, key);
      expect(again.status).toBe(c.status);
      answered.push(await again.text());
      expect(new Set(answered).size).toBe(1);
      expect(answers.every((res) => res.status === 429 || res.status === c.status)).toBe(true);
    } else {
      expect(answers.map((res) => res.status)).toEqual(Array(4).fill(c.status));
      expect(new Set(bodies).size).toBe(1);
    }
    expect(await c.count(target)).toBe(1);
  });
});

describe("keys", () => {
  it("are per player: another player's write with the same key is their own", async () => {
    const post = await seedPost();
    const key = newKey();
    const url = `/api/forum/posts/${post.id}/comments`;
    const mine = await alice.client.post(url, { content: "Alice's words" }, withKey(key));
    expect(mine.status).toBe(201);
    const theirs = await bob.client.post(url, { content: "Bob's words" }, withKey(key));
    expect(theirs.status).toBe(201);
    const body = (await theirs.json()) as { authorId: string; content: string };
    expect(body).toMatchObject({ authorId: bob.id, content: "Bob's words" });
    expect(JSON.stringify(body)).not.toContain("Alice's words");
    expect(await prisma.forumComment.count({ where: { postId: post.id } })).toBe(2);
  });

  it("refuses a malformed key with a 400 and writes nothing", async () => {
    const post = await seedPost();
    const url = `/api/forum/posts/${post.id}/comments`;
    // (An empty header is no header: the request edge drops it.)
    for (const key of ["short", "has space-in-it", "ünïcödé-key-1234", "k".repeat(101)]) {
      const res = await alice.client.post(url, { content: "never" }, withKey(key));
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await res.text()).toBe(INVALID_IDEMPOTENCY_KEY);
    }
    expect(await prisma.forumComment.count({ where: { postId: post.id } })).toBe(0);
  });

  it("refuses a key reused for another kind of write (422), writing nothing", async () => {
    const post = await seedPost();
    const key = newKey();
    const url = `/api/forum/posts/${post.id}/comments`;
    expect((await alice.client.post(url, { content: "first" }, withKey(key))).status).toBe(201);
    const other = await alice.client.post(
      "/api/chat/message",
      { receiverId: bob.id, message: "not a comment" },
      withKey(key),
    );
    expect(other.status).toBe(422);
    expect(await other.text()).toBe(KEY_USED_ELSEWHERE);
    expect(await prisma.chatMessage.count({ where: { message: "not a comment" } })).toBe(0);
  });

  it("answer for a day: an older key is swept and writes anew", async () => {
    const post = await seedPost();
    const key = newKey();
    const url = `/api/forum/posts/${post.id}/comments`;
    expect((await alice.client.post(url, { content: "day one" }, withKey(key))).status).toBe(201);
    await prisma.idempotencyKey.updateMany({
      where: { actorId: alice.id, key },
      data: { createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 60_000) },
    });
    expect((await alice.client.post(url, { content: "day two" }, withKey(key))).status).toBe(201);
    expect(await prisma.forumComment.count({ where: { postId: post.id } })).toBe(2);

    await prisma.idempotencyKey.updateMany({
      where: { actorId: alice.id, key },
      data: { createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 60_000) },
    });
    await deleteOldIdempotencyKeys();
    expect(await prisma.idempotencyKey.count({ where: { actorId: alice.id, key } })).toBe(0);
  });
});

describe("a chat message's key", () => {
  const sendWith = (who: Person, to: Person, message: string, key: string) =>
    who.client.post("/api/chat/message", { receiverId: to.id, message }, withKey(key));

  it("older than a day is taken over: it writes anew and then answers the new message", async () => {
    const key = newKey();
    const first = await sendWith(alice, bob, "yesterday's words", key);
    expect(first.status).toBe(201);
    await prisma.idempotencyKey.updateMany({
      where: { actorId: alice.id, key },
      data: { createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 60_000) },
    });
    const second = await sendWith(alice, bob, "today's words", key);
    expect(second.status).toBe(201);
    const secondBody = await second.text();
    expect(JSON.parse(secondBody)).toMatchObject({ message: "today's words" });
    const again = await sendWith(alice, bob, "today's words", key);
    expect(await again.text()).toBe(secondBody);
    expect(await prisma.chatMessage.count({ where: { message: "today's words" } })).toBe(1);
  });

  it("older than a day, taken over by two copies at once: one message, both answered with it", async () => {
    const key = newKey();
    expect((await sendWith(alice, bob, "old words", key)).status).toBe(201);
    await prisma.idempotencyKey.updateMany({
      where: { actorId: alice.id, key },
      data: { createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 60_000) },
    });
    const answers = await Promise.all([
      sendWith(alice, bob, "raced words", key),
      sendWith(alice, bob, "raced words", key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
    expect(second).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ message: "raced words" });
    expect(await prisma.chatMessage.count({ where: { message: "raced words" } })).toBe(1);
  });

  it("of a refused message (not friends) is left unused, stored nowhere", async () => {
    const carol = await signedIn(server, "Cat");
    const key = newKey();
    const refused = await sendWith(carol, alice, "from a stranger", key);
    expect(refused.status).toBe(403);
    expect(await prisma.idempotencyKey.count({ where: { actorId: carol.id, key } })).toBe(0);
    expect(await prisma.chatMessage.count({ where: { senderId: carol.id } })).toBe(0);

    await befriend(carol.id, alice.id);
    const sent = await sendWith(carol, alice, "from a friend now", key);
    expect(sent.status).toBe(201);
    expect(await prisma.chatMessage.count({ where: { senderId: carol.id } })).toBe(1);
  });
});

describe("page forms", () => {
  /** The comment form's hidden key, as the server rendered it into the post page. */
  async function renderedCommentKey(who: Person, postId: number) {
    const page = await (await who.client.get(`/forum/post/${postId}`)).text();
    const commentForm = page.slice(page.indexOf('value="comment"'));
    const key = commentForm.match(/name="idempotencyKey" value="([^"]+)"/)?.[1];
    expect(key).toBeTruthy();
    return key!;
  }

  it("render a fresh key into each page", async () => {
    const post = await seedPost();
    const one = await renderedCommentKey(alice, post.id);
    const two = await renderedCommentKey(alice, post.id);
    expect(one).not.toBe(two);
  });

  it("posted twice with the same rendered key make one comment, answered alike", async () => {
    const post = await seedPost();
    const key = await renderedCommentKey(alice, post.id);
    const fields = { intent: "comment", content: "Posted once", idempotencyKey: key };
    const first = await alice.client.post(`/forum/post/${post.id}`, form(fields));
    const again = await alice.client.post(`/forum/post/${post.id}`, form(fields));
    expect(first.status).toBe(302);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(toastOf(first)).toMatchObject({ title: "Comment added!" });
    // The same toast (each sending of a toast has an id of its own).
    const toast = (res: Response) => {
      const { title, description, type } = toastOf(res) ?? {};
      return { title, description, type };
    };
    expect(toast(again)).toEqual(toast(first));
    expect(await prisma.forumComment.count({ where: { postId: post.id } })).toBe(1);
  });

  it("answer a malformed key with the page's refusal and write nothing", async () => {
    const post = await seedPost();
    const fields = { intent: "comment", content: "Never", idempotencyKey: "bad key!" };
    const res = await alice.client.post(`/forum/post/${post.id}`, form(fields));
    expect(toastOf(res)).toMatchObject({ description: INVALID_IDEMPOTENCY_KEY });
    expect(await prisma.forumComment.count({ where: { postId: post.id } })).toBe(0);
  });
});

describe("the chat socket", () => {
  it("stores one message for a message id sent twice, and acknowledges both alike", async () => {
    const socket = await openSocket(server.baseUrl, alice.client.cookieHeader);
    const payload = { receiverId: bob.id, message: "over the socket", idempotencyKey: newKey() };
    const first = await emitWithAck(socket, "sendMessage", payload);
    const again = await emitWithAck(socket, "sendMessage", payload);
    expect(first).toMatchObject({ ok: true, message: { senderId: alice.id } });
    expect(again).toEqual(first);
    expect(await prisma.chatMessage.count({ where: { message: "over the socket" } })).toBe(1);
  });

  it("refuses a malformed message id and stores nothing", async () => {
    const socket = await openSocket(server.baseUrl, alice.client.cookieHeader);
    const ack = await emitWithAck(socket, "sendMessage", {
      receiverId: bob.id,
      message: "bad id",
      idempotencyKey: 42,
    });
    expect(ack).toEqual({ ok: false, error: `400: ${INVALID_IDEMPOTENCY_KEY}` });
    expect(await prisma.chatMessage.count({ where: { message: "bad id" } })).toBe(0);
  });
});
