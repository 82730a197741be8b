import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { minutesAgo, seedPost } from "./forum-helpers";
import {
  clientsPerRole,
  form,
  startTestServer,
  toastOf,
  uniqueTag,
  type Role,
  type TestClient,
} from "./harness";
import { closeSockets, next, openSocket } from "./socket-helpers";

// Reports against a real server with the default standing rule (REPORT_STANDING_HOURS unset: 24
// hours and some history): accounts made for the purpose cannot hide what everyone reads.

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;
let ids: Record<Exclude<Role, "guest">, string>;
/** The admin's socket, in the admins' room: every reportedItemHidden it hears, in order. */
let adminSocket: Socket;
const heardByAdmin: unknown[] = [];

beforeAll(async () => {
  // Relaxed rate limits, as tests run: the report rules must hold regardless.
  server = await startTestServer({ relaxRateLimits: true });
  ({ as, ids } = await clientsPerRole(server));
  adminSocket = await openSocket(server.baseUrl, as.admin.cookieHeader);
  const joined = next(adminSocket, "joined");
  adminSocket.emit("join", ids.admin);
  await joined;
  adminSocket.on("reportedItemHidden", (payload: unknown) => heardByAdmin.push(payload));
});
afterAll(async () => {
  closeSockets();
  await server.close();
});
beforeEach(async () => {
  await prisma.forumReport.deleteMany();
  await prisma.forumPost.deleteMany();
  heardByAdmin.length = 0;
});

/** A player registered through the API, made `createdAt` old, who has commented on `postId`. */
async function playerWithComment(createdAt: Date, postId: number) {
  const client = server.client();
  const { id } = await client.register(uniqueTag("r"));
  await prisma.user.update({ where: { id }, data: { createdAt } });
  const comment = await client.post(`/api/forum/posts/${postId}/comments`, { content: "gg" });
  expect(comment.status).toBe(201);
  return client;
}

const welcomePost = () =>
  seedPost({ title: "Welcome to Melee Hub", isWelcome: true, isPinned: true, authorId: ids.owner });

const reportOf = (postId: number) => ({ targetType: "post", targetId: postId, reason: "spam" });

async function reportAll(players: TestClient[], postId: number) {
  for (const p of players)
    expect((await p.post("/api/reports", reportOf(postId))).status).toBe(201);
}

const listedIds = async () =>
  ((await (await as.guest.get("/api/forum/posts")).json()) as { id: number }[]).map((p) => p.id);

describe("three accounts registered a minute earlier", () => {
  it("cannot hide the pinned welcome post; their reports reach the admins' queue", async () => {
    const welcome = await welcomePost();
    const chat = await seedPost({ title: "Netplay chat" });
    const fresh = [];
    for (let i = 0; i < 3; i++) fresh.push(await playerWithComment(minutesAgo(1), chat.id));
    await reportAll(fresh, welcome.id);

    expect((await as.guest.get(`/api/forum/posts/${welcome.id}`)).status).toBe(200);
    expect((await as.guest.get(`/forum/post/${welcome.id}`)).status).toBe(200);
    expect(await listedIds()).toContain(welcome.id);

    const open = (await (await as.admin.get("/api/admin/reports?status=open")).json()) as Record<
      string,
      unknown
    >[];
    expect(open).toHaveLength(3);
    for (const report of open) {
      expect(report).toMatchObject({ targetId: welcome.id, status: "open", countsToHide: false });
    }
    expect(await (await as.admin.get("/api/admin/notification-counts")).json()).toMatchObject({
      reports: 1,
    });
    const adminPage = await (await as.admin.get("/admin")).text();
    // One card for the one post, naming its three reports.
    expect(adminPage).toContain("Reports (1)");
    expect(adminPage).toContain("Reported for Spam × 3");
    expect(adminPage).toContain("Does not count toward hiding");

    // Three players with standing then hide another post: the admin's socket hears that one
    // first (events to one socket keep their order), so the fresh accounts' reports sent none.
    const other = await seedPost({ title: "Buy gold" });
    const standing = [];
    for (let i = 0; i < 3; i++)
      standing.push(await playerWithComment(new Date(2020, 0, 1), chat.id));
    const hidden = next(adminSocket, "reportedItemHidden", 10_000);
    await reportAll(standing, other.id);
    expect(await hidden).toEqual({ targetType: "post", targetId: other.id });
    expect(heardByAdmin).toEqual([{ targetType: "post", targetId: other.id }]);
    expect((await as.guest.get(`/api/forum/posts/${welcome.id}`)).status).toBe(200);
  });
});

describe("three accounts with standing", () => {
  it("hide the welcome post, and the admins hear of it at once (badge and socket)", async () => {
    const welcome = await welcomePost();
    const chat = await seedPost({ title: "Netplay chat" });
    const players = [];
    for (let i = 0; i < 3; i++)
      players.push(await playerWithComment(new Date(2020, 0, 1), chat.id));
    // A player's socket beside the admin's: the event is for admins only.
    const playerSocket = await openSocket(server.baseUrl, players[0].cookieHeader);
    const playerHeard: unknown[] = [];
    playerSocket.on("reportedItemHidden", (payload: unknown) => playerHeard.push(payload));

    const hidden = next(adminSocket, "reportedItemHidden", 10_000);
    await reportAll(players.slice(0, 2), welcome.id);
    expect((await as.guest.get(`/api/forum/posts/${welcome.id}`)).status).toBe(200);
    await reportAll(players.slice(2), welcome.id);
    expect(await hidden).toEqual({ targetType: "post", targetId: welcome.id });

    expect((await as.guest.get(`/api/forum/posts/${welcome.id}`)).status).toBe(404);
    expect((await as.guest.get(`/forum/post/${welcome.id}`)).status).toBe(404);
    expect(await listedIds()).not.toContain(welcome.id);
    expect(await (await as.admin.get("/api/admin/notifications")).json()).toMatchObject({
      reports: 1,
    });
    const open = (await (await as.admin.get("/api/admin/reports?status=open")).json()) as Record<
      string,
      unknown
    >[];
    expect(open.map((r) => r.countsToHide)).toEqual([true, true, true]);

    // The event went out before the third report was answered; the player's socket answers a
    // 'join' sent after that, on the same ordered connection, and had heard nothing before it.
    const joined = next(playerSocket, "joined");
    playerSocket.emit("join", "");
    await joined;
    expect(playerHeard).toEqual([]);
  });
});

describe("the report budget", () => {
  it("the 11th report in a day is refused with 429 saying when it lifts, on the API and the page", async () => {
    const reporter = await playerWithComment(minutesAgo(1), (await seedPost()).id);
    const posts = [];
    for (let i = 0; i < 11; i++) posts.push(await seedPost({ title: `Spam ${i}` }));
    await reportAll([reporter], posts[0].id);
    for (const p of posts.slice(1, 10)) await reportAll([reporter], p.id);

    const refusal =
      /^You may send 10 reports a day\. This limit lifts at \d\d:\d\d UTC on \d+ \w+ \d{4} \(in 24 hours\)\.$/;
    const refused = await reporter.post("/api/reports", reportOf(posts[10].id));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(refusal);

    const page = await reporter.post(
      `/forum/post/${posts[10].id}`,
      form({
        intent: "report",
        targetType: "post",
        targetId: String(posts[10].id),
        reason: "spam",
      }),
    );
    expect(toastOf(page)).toMatchObject({ title: "Report Failed" });
    expect(toastOf(page)?.description).toMatch(refusal);
    expect(await prisma.forumReport.count()).toBe(10);
  });
});
