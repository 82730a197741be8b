import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { ILL_FORMED_TEXT } from "~/utils/well-formed";
import { befriend, signedIn } from "./chat-helpers";
import { startTestServer } from "./harness";
import { closeSockets, openSocket } from "./socket-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  closeSockets();
  await server.close();
});

/** The contact page's form, posted as a browser would, its message already percent-encoded. */
const postContactForm = (cookie: string, encodedMessage: string) =>
  fetch(`${server.baseUrl}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: `messageType=general&message=${encodedMessage}`,
  });

// JSON written by hand: "\ud800" and "\udfff" are escapes that decode to half a UTF-16 pair.
const LONE = "\\ud800";

describe("a JSON string holding a lone surrogate is a 400, not a 500", () => {
  it("POST /api/register, and nothing is written", async () => {
    const before = await prisma.user.count();
    const res = await server
      .client()
      .post(
        "/api/register",
        `{"username":"${LONE}","password":"secret123","email":"lone@example.com"}`,
      );
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(ILL_FORMED_TEXT);
    expect(await prisma.user.count()).toBe(before);
  });

  it("POST /api/login", async () => {
    const res = await server
      .client()
      .post("/api/login", `{"username":"Mang0${LONE}","password":"secret123"}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(ILL_FORMED_TEXT);
  });

  it("POST /api/forum/posts, PATCH /api/user/profile and POST /api/chat/message", async () => {
    const alice = await signedIn(server, "Lone");
    const bob = await signedIn(server, "Pair");
    await befriend(alice.id, bob.id);
    const c = alice.client;
    const attempts = [
      c.post(
        "/api/forum/posts",
        `{"title":"Hi ${LONE}","content":"Hello there, friends","category":"general"}`,
      ),
      c.request("PATCH", "/api/user/profile", `{"main":"Fox\\udfff"}`),
      c.post("/api/chat/message", `{"receiverId":"${bob.id}","message":"hey ${LONE}"}`),
      // Deep inside the body, or as a key: the same answer.
      c.post(
        "/api/forum/posts",
        `{"title":"Hi","content":"Hello there, friends","category":"general","x":[{"${LONE}":1}]}`,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(ILL_FORMED_TEXT);
    }
    expect(await prisma.forumPost.count({ where: { authorId: alice.id } })).toBe(0);
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(0);
    // A real pair (an emoji) is fine.
    const ok = await c.post("/api/chat/message", `{"receiverId":"${bob.id}","message":"gg 🦊"}`);
    expect(ok.status).toBe(201);
  });

  it("a socket's sendMessage is refused with the same message", async () => {
    const alice = await signedIn(server, "SockA");
    const bob = await signedIn(server, "SockB");
    await befriend(alice.id, bob.id);
    const socket = await openSocket(server.baseUrl, alice.client.cookieHeader);
    const ack = await new Promise<{ ok: boolean; error?: string }>((resolve) =>
      (socket as Socket).emit(
        "sendMessage",
        { receiverId: bob.id, message: "hey \ud800" },
        resolve,
      ),
    );
    expect(ack).toEqual({ ok: false, error: `400: ${ILL_FORMED_TEXT}` });
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(0);
  });
});

describe("a NUL character (which PostgreSQL's text cannot hold) is a 400, not a 500", () => {
  it("in JSON: POST /api/chat/message and POST /api/forum/posts, nothing written", async () => {
    const alice = await signedIn(server, "Nul");
    const bob = await signedIn(server, "Byte");
    await befriend(alice.id, bob.id);
    const attempts = [
      alice.client.post("/api/chat/message", `{"receiverId":"${bob.id}","message":"a\\u0000b"}`),
      alice.client.post(
        "/api/forum/posts",
        `{"title":"Hi\\u0000","content":"Hello there, friends","category":"general"}`,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(ILL_FORMED_TEXT);
    }
    expect(await prisma.chatMessage.count({ where: { senderId: alice.id } })).toBe(0);
    expect(await prisma.forumPost.count({ where: { authorId: alice.id } })).toBe(0);
  });

  it("in a page form (%00), refused before any action reads it", async () => {
    const { client } = await signedIn(server, "NulForm");
    const before = await prisma.contactMessage.count();
    const res = await postContactForm(client.cookieHeader, "hey%00there");
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(ILL_FORMED_TEXT);
    expect(await prisma.contactMessage.count()).toBe(before);
  });
});

describe("page forms", () => {
  it("read the bytes of a lone surrogate as U+FFFD, so the post is stored, not a 500", async () => {
    const { client } = await signedIn(server, "Form");
    // %ED%A0%80 is what UTF-8 would be for U+D800, if it had one.
    const res = await postContactForm(client.cookieHeader, "hey%ED%A0%80there");
    expect(res.status).toBe(302);
    const stored = await prisma.contactMessage.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(stored.message).toBe("hey\uFFFD\uFFFD\uFFFDthere");
  });
});
