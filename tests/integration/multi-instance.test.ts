import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { befriend } from "./chat-helpers";
import { TestClient, uniqueTag } from "./harness";
import { redisAnswers, startInstance, stopInstance, type Instance } from "./instances";
import { closeSockets, emitWithAck, next, openMany, openSocket } from "./socket-helpers";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const required = Boolean(process.env.CI || process.env.REQUIRE_SERVICES);
const available = await redisAnswers(REDIS_URL);
if (!available && !required) {
  console.warn(
    `\n!!! SKIPPED the multi-instance tests: no Redis answers at ${REDIS_URL}.\n` +
      "!!! Start one (apt-get install redis-server && redis-server --daemonize yes) or set TEST_REDIS_URL.\n",
  );
}

// Events cross a process and Redis: generous bounds for a busy machine, never a fixed wait.
const CROSSING_MS = 15_000;
// A small cap, so a player's tabs reach it on two instances without hundreds of sockets.
const SOCKETS_PER_PLAYER = 4;

describe.skipIf(!available && !required)("two instances serve one site", () => {
  let a: Instance;
  let b: Instance;
  const shared = {
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}instances:`,
    SESSION_SECRET: "a-secret-both-instances-share-0123456789",
    SEED_DEMO: "false",
    OWNER_USERNAME: uniqueTag("Own"),
    OWNER_PASSWORD: "owner-password-for-instances",
    PRESENCE_TTL_SECONDS: "3",
    RATE_LIMITS: `writesPerMinute=30,socketsPerPlayer=${SOCKETS_PER_PLAYER}`,
  };

  beforeAll(async () => {
    a = await startInstance(shared);
    b = await startInstance(shared);
  }, 60_000);
  afterAll(async () => {
    closeSockets();
    await Promise.all([stopInstance(a), stopInstance(b)]);
  });

  async function player(on: Instance, prefix: string) {
    const client = new TestClient(on.baseUrl);
    const user = await client.register(uniqueTag(prefix));
    return { client, ...user };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  const socketOf = (p: Player, on: Instance) => openSocket(on.baseUrl, p.client.cookieHeader);

  /** Resolves once the socket is joined as `userId` (its rooms exist on its instance). */
  async function joined(socket: Socket, userId: string) {
    const answer = next<{ userId: string }>(socket, "joined", CROSSING_MS);
    socket.emit("join", userId);
    expect((await answer).userId).toBe(userId);
  }

  it("carries chat both ways between instances", async () => {
    const alice = await player(a, "Ali");
    const bob = await player(b, "Bob");
    await befriend(alice.id, bob.id);
    const onA = await socketOf(alice, a);
    const onB = await socketOf(bob, b);
    await Promise.all([joined(onA, alice.id), joined(onB, bob.id)]);

    const bobHears = next<{ message: string }>(onB, "newMessage", CROSSING_MS);
    expect((await emitWithAck(onA, "sendMessage", { receiverId: bob.id, message: "A→B" })).ok).toBe(
      true,
    );
    expect((await bobHears).message).toBe("A→B");

    const aliceHears = next<{ message: string }>(onA, "newMessage", CROSSING_MS);
    const sent = await bob.client.post("/api/chat/message", {
      receiverId: alice.id,
      message: "B→A",
    });
    expect(sent.status).toBe(201);
    expect((await aliceHears).message).toBe("B→A");
  });

  it("ends a user's session and sockets on the other instance when banned on one", async () => {
    const owner = new TestClient(a.baseUrl);
    expect(
      (
        await owner.post("/api/login", {
          username: shared.OWNER_USERNAME,
          password: shared.OWNER_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const target = await player(b, "Ban");
    const onB = await socketOf(target, b);
    await joined(onB, target.id);
    const closed = next<string>(onB, "disconnect", CROSSING_MS);
    expect((await owner.post(`/api/admin/users/${target.id}/ban`)).status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect((await target.client.get("/api/user")).status).toBe(401);
  });

  it("congratulates a user on the other instance when promoted", async () => {
    const owner = new TestClient(b.baseUrl);
    await owner.post("/api/login", {
      username: shared.OWNER_USERNAME,
      password: shared.OWNER_PASSWORD,
    });
    const target = await player(a, "Pro");
    const onA = await socketOf(target, a);
    await joined(onA, target.id);
    const promoted = next<{ newRole: string }>(onA, "userPromoted", CROSSING_MS);
    expect((await owner.patch(`/api/admin/users/${target.id}/promote`)).status).toBe(200);
    expect((await promoted).newRole).toBe("admin");
  });

  it("counts one request budget across both instances", async () => {
    const spender = await player(a, "Rate");
    const onB = new TestClient(b.baseUrl);
    onB.cookies = spender.client.cookies;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      for (const client of [spender.client, onB]) {
        statuses.push((await client.post("/api/chat/mark-read/nobody")).status);
      }
    }
    // 30 writes a minute in all: spread over two instances, the 31st is refused all the same.
    expect(statuses.slice(0, 29)).not.toContain(429);
    expect(statuses.slice(30)).toContain(429);
  });

  it("shows a write made on one instance at once on the other's guest pages", async () => {
    const author = await player(a, "Wri");
    const title = `Across instances ${uniqueTag("t")}`;
    const res = await author.client.post("/api/forum/posts", {
      title,
      content: "Written on A, read on B.",
      category: "general",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const page = await new TestClient(b.baseUrl).get(`/forum/post/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);
  });

  it("never serves a guest on one instance a page cached before a write on the other", async () => {
    const guest = new TestClient(b.baseUrl);
    await guest.get("/forum/category/general");
    const cached = await guest.get("/forum/category/general");
    expect(cached.headers.get("X-Guest-Cache")).toBe("hit");

    const author = await player(a, "Cac");
    const title = `Cached elsewhere ${uniqueTag("t")}`;
    const res = await author.client.post("/api/forum/posts", {
      title,
      content: "Written on A after B cached the list.",
      category: "general",
    });
    expect(res.status).toBe(201);

    const fresh = await guest.get("/forum/category/general");
    expect(fresh.headers.get("X-Guest-Cache")).toBe("miss");
    expect(await fresh.text()).toContain(title);
  });

  it("keeps one vote per user when the same user votes on both at once", async () => {
    const voter = await player(a, "Vot");
    const onB = new TestClient(b.baseUrl);
    onB.cookies = voter.client.cookies;
    const poll = await prisma.poll.create({
      data: {
        question: "Best stage?",
        isActive: true,
        options: { create: [{ optionText: "FD" }, { optionText: "BF", position: 1 }] },
      },
      include: { options: true },
    });
    const vote = (client: TestClient, option: number) =>
      client.post(`/api/polls/${poll.id}/vote`, { optionId: poll.options[option].id });
    const statuses = (await Promise.all([vote(voter.client, 0), vote(onB, 1)])).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(await prisma.pollVote.count({ where: { pollId: poll.id, userId: voter.id } })).toBe(1);
  });

  it("holds the per-player socket cap across both instances, and frees a closed tab's slot", async () => {
    const me = await player(a, "Tab");
    const cookie = me.client.cookieHeader;
    // Three tabs on each at once: four are let in, wherever they landed.
    const [onA, onB] = await Promise.all([
      openMany(a.baseUrl, cookie, 3),
      openMany(b.baseUrl, cookie, 3),
    ]);
    expect(onA.live.length + onB.live.length).toBe(SOCKETS_PER_PLAYER);
    expect([...onA.refusals, ...onB.refusals]).toEqual(
      Array(2).fill(
        `429: Too many open connections for this account (at most ${SOCKETS_PER_PLAYER}). Close some tabs and reload.`,
      ),
    );

    // A tab closed on one instance gives its place to a tab on the other, and only one.
    const [closing, elsewhere] = onA.live.length > 0 ? [onA.live[0], b] : [onB.live[0], a];
    closing.close();
    await expect
      .poll(() => openMany(elsewhere.baseUrl, cookie, 1).then(({ live }) => live.length), {
        timeout: CROSSING_MS,
      })
      .toBe(1);
    expect((await openMany(a.baseUrl, cookie, 1)).refusals).toHaveLength(1);
    expect((await openMany(b.baseUrl, cookie, 1)).refusals).toHaveLength(1);
  });

  it("tells friends on one instance when the other is killed with its players online", async () => {
    const watcher = await player(b, "Wat");
    const goner = await player(a, "Gon");
    await befriend(watcher.id, goner.id);
    const watching = await socketOf(watcher, b);
    await joined(watching, watcher.id);
    const online = next<{ userId: string }>(watching, "friendOnline", CROSSING_MS);
    const gone = await socketOf(goner, a);
    await joined(gone, goner.id);
    expect((await online).userId).toBe(goner.id);

    // No close event ever comes from a killed process: the socket lapses and B's sweep notices.
    const offline = next<{ userId: string }>(watching, "friendOffline", 60_000);
    await stopInstance(a, "SIGKILL");
    expect((await offline).userId).toBe(goner.id);
    const record = await prisma.user.findUniqueOrThrow({ where: { id: goner.id } });
    expect(record.isOnline).toBe(false);
  }, 90_000);
});
