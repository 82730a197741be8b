import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { seedPost } from "./forum-helpers";
import {
  clientsPerRole,
  form,
  startTestServer,
  toastOf,
  uniqueTag,
  type Role,
  type TestClient,
} from "./harness";

// The moderation queue (grouped reports), bans with a reason and an end, the readable log and
// what reporters are told: the /api and the pages' forms as a browser without JavaScript posts.

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;
let ids: Record<Exclude<Role, "guest">, string>;
let players: TestClient[];
let playerIds: string[];

/** An account past its first day with a set played: its reports count toward hiding. */
async function oldAccount(client: TestClient) {
  const { id } = await client.register(uniqueTag("o"));
  await prisma.user.update({ where: { id }, data: { createdAt: new Date(2020, 0, 1) } });
  const set = await client.post("/api/score-tracker/start", {
    player1Name: "Mango",
    player2Name: "Zain",
    targetScore: 3,
  });
  const { id: matchId } = (await set.json()) as { id: number };
  await client.post("/api/score-tracker/award-point", { matchId, playerId: 1 });
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ relaxRateLimits: true });
  ({ as, ids } = await clientsPerRole(server));
  await prisma.user.updateMany({ data: { createdAt: new Date(2020, 0, 1) } });
  players = [server.client(), server.client(), server.client()];
  playerIds = [];
  for (const p of players) playerIds.push(await oldAccount(p));
});
afterAll(() => server.close());
beforeEach(async () => {
  await prisma.forumReport.deleteMany();
  await prisma.moderationLogEntry.deleteMany();
  await prisma.forumComment.deleteMany();
  await prisma.forumPost.deleteMany();
});

const report = (client: TestClient, targetType: string, targetId: number, reason: string) =>
  client.post("/api/reports", { targetType, targetId, reason, details: `${reason}!` });

type Group = {
  targetType: string;
  targetId: number;
  title: string;
  excerpt: string;
  authorId: string;
  authorName: string;
  reasons: Record<string, number>;
  reporters: Array<{ id: string; name: string; reason: string; details: string | null }>;
  status: string;
};

describe("GET /api/admin/reports?group=item", () => {
  it("gives one entry per reported item, with its author, excerpt, reasons and reporters", async () => {
    const post = await seedPost({
      authorId: ids.user,
      title: "Buy gold",
      content: "Cheap **gold** here",
    });
    const comment = await prisma.forumComment.create({
      data: { postId: post.id, authorId: ids.user, content: "Rude words" },
    });
    expect((await report(players[0], "post", post.id, "spam")).status).toBe(201);
    expect((await report(players[1], "post", post.id, "spam")).status).toBe(201);
    expect((await report(players[2], "comment", comment.id, "abuse")).status).toBe(201);

    const res = await as.admin.get("/api/admin/reports?group=item");
    expect(res.status).toBe(200);
    const groups = (await res.json()) as Group[];
    expect(groups).toHaveLength(2);
    const byType = Object.fromEntries(groups.map((g) => [g.targetType, g]));
    expect(byType.post).toMatchObject({
      targetId: post.id,
      title: "Buy gold",
      excerpt: "Cheap gold here",
      authorId: ids.user,
      reasons: { spam: 2 },
      status: "open",
    });
    expect(byType.post.reporters.map((r) => r.id).sort()).toEqual(
      [playerIds[0], playerIds[1]].sort(),
    );
    expect(byType.post.reporters[0]).toMatchObject({ reason: "spam", details: "spam!" });
    expect(byType.comment).toMatchObject({
      targetId: comment.id,
      excerpt: "Rude words",
      reasons: { abuse: 1 },
      reporters: [{ id: playerIds[2], reason: "abuse", details: "abuse!" }],
    });

    // The ungrouped form stays one entry per report.
    const flat = (await (await as.admin.get("/api/admin/reports")).json()) as unknown[];
    expect(flat).toHaveLength(3);
    expect((await as.admin.get("/api/admin/reports?group=reporter")).status).toBe(400);
    expect((await as.user.get("/api/admin/reports?group=item")).status).toBe(403);
    expect((await as.guest.get("/api/admin/reports?group=item")).status).toBe(401);
  });
});

describe("POST /api/admin/users/{id}/ban with {reason, until}", () => {
  it("bans with a reason and an end the player reads at sign-in, and logs both", async () => {
    const tag = uniqueTag("Ban");
    const { id } = await server.client().register(tag, "secret123");
    const until = new Date(Date.now() + 3 * 24 * 3600_000);
    const res = await as.owner.post(`/api/admin/users/${id}/ban`, {
      reason: "Spam links",
      until: until.toISOString(),
    });
    expect(res.status).toBe(200);
    const banned = (await res.json()) as {
      isBanned: boolean;
      banReason: string;
      bannedUntil: string;
    };
    expect(banned).toMatchObject({ isBanned: true, banReason: "Spam links" });
    expect(new Date(banned.bannedUntil).getTime()).toBe(until.getTime());

    const login = await server
      .client()
      .post("/api/login", { username: tag, password: "secret123" });
    expect(login.status).toBe(403);
    const end = until.toISOString().slice(0, 16).replace("T", " ");
    expect(await login.text()).toBe(
      `Your account has been banned until ${end} UTC. Reason: Spam links`,
    );

    const log = (await (await as.admin.get("/api/admin/moderation-log")).json()) as Array<
      Record<string, unknown>
    >;
    expect(log[0]).toMatchObject({
      action: "ban",
      targetType: "user",
      targetUserId: id,
      title: tag,
      detail: `until ${end} UTC; reason: Spam links`,
    });
  });

  it("lifts itself at its end, when the player next signs in", async () => {
    const tag = uniqueTag("Lift");
    const { id } = await server.client().register(tag, "secret123");
    const ban = await as.owner.post(`/api/admin/users/${id}/ban`, {
      until: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(ban.status).toBe(200);
    // The hour passes.
    await prisma.user.update({ where: { id }, data: { bannedUntil: new Date(Date.now() - 1000) } });
    const login = await server
      .client()
      .post("/api/login", { username: tag, password: "secret123" });
    expect(login.status).toBe(200);
    expect(await prisma.user.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isBanned: false,
      banReason: null,
      bannedUntil: null,
    });
  });

  it("keeps the spec's refusal for a ban without body, and refuses bad reasons and ends", async () => {
    const tag = uniqueTag("Plain");
    const { id } = await server.client().register(tag, "secret123");
    const url = `/api/admin/users/${id}/ban`;
    const bad = [
      { reason: "x".repeat(501) },
      { until: new Date(Date.now() - 60_000).toISOString() },
      { until: new Date(Date.now() + 3651 * 24 * 3600_000).toISOString() },
      { until: "next tuesday" },
    ];
    for (const body of bad) {
      const res = await as.owner.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).isBanned).toBe(false);
    expect((await as.admin.post(url, { reason: "no" })).status).toBe(403);

    expect((await as.owner.post(url)).status).toBe(200);
    const login = await server
      .client()
      .post("/api/login", { username: tag, password: "secret123" });
    expect(await login.text()).toBe("Your account has been banned");
    // Unban, promote and demote are logged too.
    expect((await as.owner.post(`/api/admin/users/${id}/unban`)).status).toBe(200);
    expect((await as.owner.patch(`/api/admin/users/${id}/promote`)).status).toBe(200);
    expect((await as.owner.patch(`/api/admin/users/${id}/demote`)).status).toBe(200);
    const actions = (await prisma.moderationLogEntry.findMany({ orderBy: { id: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["ban", "unban", "promote", "demote"]);
  });
});

describe("the queue and the post page without JavaScript", () => {
  it("shows one card per item on its section; Remove lands back there with Undo", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Spammy" });
    await report(players[0], "post", post.id, "spam");
    await report(players[1], "post", post.id, "abuse");
    // The admin's home welcome and menu name the open reports and lead to the queue.
    const home = await (await as.admin.get("/")).text();
    expect(home).toMatch(
      /data-testid="admin-reports"[^>]*>1 reported item waits for a moderator: <a[^>]*href="\/admin\?section=reports"/,
    );
    expect(home).toMatch(/href="\/admin\?section=reports">Open reports<span[^>]*>1</);

    const page = await (await as.admin.get("/admin?section=reports")).text();
    expect(page).toContain("Reports (1)");
    expect(page).toMatch(/Reported for (Spam × 1, Abuse × 1|Abuse × 1, Spam × 1)/);
    expect(page).not.toContain("Registered Users");

    const reportId = (await prisma.forumReport.findFirstOrThrow()).id;
    const removed = await as.admin.post(
      "/admin?section=reports",
      form({ intent: "resolveReport", reportId: String(reportId), action: "remove" }),
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe(`/admin?section=reports&removed=post:${post.id}`);
    expect(toastOf(removed)).toMatchObject({
      title: "Content removed",
      description: "Removed the post “Spammy”.",
    });
    const after = await (await as.admin.get(removed.headers.get("Location")!)).text();
    expect(after).toContain("Removed the post “Spammy”.");
    expect(after).toContain('name="intent" value="undoRemoval"');

    const undone = await as.admin.post(
      "/admin?section=reports",
      form({ intent: "undoRemoval", targetType: "post", targetId: String(post.id) }),
    );
    expect(undone.headers.get("Location")).toBe("/admin?section=reports");
    expect(toastOf(undone)).toMatchObject({ title: "Removal undone" });
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).deletedAt).toBe(
      null,
    );
    // The same Undo sent again (a double tap without JavaScript): the same answer, no failure,
    // and no second entry in the log.
    const restores = () => prisma.moderationLogEntry.count({ where: { action: "restore" } });
    const logged = await restores();
    const again = await as.admin.post(
      "/admin?section=reports",
      form({ intent: "undoRemoval", targetType: "post", targetId: String(post.id) }),
    );
    expect(again.headers.get("Location")).toBe("/admin?section=reports");
    expect(toastOf(again)).toMatchObject({ title: "Removal undone" });
    expect(await restores()).toBe(logged);

    // The log names the post, linked, rather than its id.
    const log = await (await as.admin.get("/admin?section=log")).text();
    expect(log).toContain(`href="/forum/post/${post.id}"`);
    expect(log).toContain("post “Spammy”");
  });

  it("tells reporters they reported; the report that hides a post thanks its reporter", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Bad" });
    const send = (client: TestClient) =>
      client.post(
        `/forum/post/${post.id}`,
        form({ intent: "report", targetType: "post", targetId: String(post.id), reason: "spam" }),
      );
    expect(toastOf(await send(players[0]))).toMatchObject({ title: "Report sent" });
    expect(await (await players[0].get(`/forum/post/${post.id}`)).text()).toContain(
      "You reported this",
    );
    const again = toastOf(await send(players[0]));
    expect(again).toMatchObject({ title: "You reported this" });
    expect(again?.type).not.toBe("destructive");

    await send(players[1]);
    const third = await send(players[2]);
    expect(third.headers.get("Location")).toBe("/");
    expect(toastOf(third)).toMatchObject({ title: "Thanks: hidden until a moderator looks" });

    // The hidden post's page shows admins its reports and the decisions.
    const page = await (await as.admin.get(`/forum/post/${post.id}`)).text();
    expect(page).toContain('data-testid="post-reports"');
    expect(page).toContain("Reported for Spam × 3");
    expect(page).toContain("Remove post");
    // Removed there, its toast names it as the queue's does.
    const reportId = (await prisma.forumReport.findFirstOrThrow()).id;
    const removed = await as.admin.post(
      `/forum/post/${post.id}`,
      form({ intent: "resolveReport", reportId: String(reportId), action: "remove" }),
    );
    expect(toastOf(removed)).toMatchObject({
      title: "Content removed",
      description: "Removed the post “Bad”.",
    });
  });
});

describe("the post page's smaller moderation states", () => {
  it("badges a locked thread; the comment delete step quotes the comment and has Cancel", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Closed", isLocked: true });
    const comment = await prisma.forumComment.create({
      data: { postId: post.id, authorId: ids.user, content: "My words to delete" },
    });
    const page = await (await as.guest.get(`/forum/post/${post.id}`)).text();
    expect(page).toMatch(/<\/span> Locked<\/span>/);

    const step = await (
      await as.user.get(`/forum/post/${post.id}?dialog=delete-comment-${comment.id}`)
    ).text();
    expect(step).toMatch(/<blockquote[^>]*>My words to delete<\/blockquote>/);
    expect(step).toMatch(new RegExp(`<a href="/forum/post/${post.id}"[^>]*>Cancel</a>`));
  });
});

describe("the admin sections' smaller fixes", () => {
  it("draws the month chart at readable sizes, with every value in a table", async () => {
    const page = await (await as.admin.get("/admin?section=analytics&analytics=month")).text();
    expect(page).not.toContain(`id="moderation-log-title"`);
    expect(page).toMatch(/<svg[^>]*style="min-width:\d+px"/);
    expect(page).not.toMatch(/font-size="[0-9]"/);
    expect(page).toContain('font-size="12"');
    expect(page).toMatch(/Show the numbers[\s\S]*<th scope="col"[^>]*>Logins<\/th>/);
    // A month: a row per day.
    expect(page.match(/<tr><td/g)?.length).toBeGreaterThanOrEqual(28);
  });
});
