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

// The /api routes of forum moderation with the shapes clients use, and the post page's and the
// admin page's forms as a browser without JavaScript posts them.

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;
let ids: Record<Exclude<Role, "guest">, string>;
let players: TestClient[];

/**
 * An account past its first day with a set played, so the new-account limits stay out of the way
 * and its reports count toward hiding.
 */
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
  // Relaxed rate limits, as tests and benchmarks run: the new-account rules must still hold.
  server = await startTestServer({ relaxRateLimits: true });
  ({ as, ids } = await clientsPerRole(server));
  await prisma.user.updateMany({ data: { createdAt: new Date(2020, 0, 1) } });
  players = [server.client(), server.client(), server.client()];
  for (const p of players) await oldAccount(p);
});
afterAll(() => server.close());
beforeEach(async () => {
  await prisma.forumReport.deleteMany();
  await prisma.moderationLogEntry.deleteMany();
  await prisma.forumPost.deleteMany();
});

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const text = await res.text();
  if (typeof message === "string") expect(text).toBe(message);
  else if (message) expect(text).toMatch(message);
}

const postOf = (client: TestClient, id: number) => client.get(`/api/forum/posts/${id}`);

describe("PATCH /api/forum/posts/{id}", () => {
  it("pins and locks for admins and the owner; 403 for a basic user, the author included", async () => {
    const post = await seedPost({ authorId: ids.user });
    const url = `/api/forum/posts/${post.id}`;
    await expectError(await as.guest.patch(url, { isPinned: true }), 401);
    await expectError(
      await as.user.patch(url, { isPinned: true }),
      403,
      "Only admins can pin or lock posts",
    );
    // A stranger hears the same refusal as on the page, from the same domain function.
    await expectError(
      await players[0].patch(url, { isLocked: true }),
      403,
      "Only admins can pin or lock posts",
    );
    let res = await as.admin.patch(url, { isPinned: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: post.id, isPinned: true, isLocked: false });
    res = await as.owner.patch(url, { isLocked: true });
    expect(await res.json()).toMatchObject({ isPinned: true, isLocked: true });
    await expectError(await as.admin.patch(url, { isPinned: "yes" }), 400);
    await expectError(await as.admin.patch("/api/forum/posts/999999", { isPinned: true }), 404);
  });

  it("moves with {category} alone (author or admin); title and content stay the author's", async () => {
    const post = await seedPost({ authorId: ids.user, category: "general" });
    const url = `/api/forum/posts/${post.id}`;
    expect(await (await as.admin.patch(url, { category: "tech" })).json()).toMatchObject({
      category: "tech",
    });
    expect(await (await as.user.patch(url, { category: "community" })).json()).toMatchObject({
      category: "community",
    });
    await expectError(await as.admin.patch(url, { title: "Taken over" }), 403);
    await expectError(await as.admin.patch(url, { category: "featured" }), 403);
    await expectError(await as.user.patch(url, { category: "nope" }), 400);
    expect(await (await as.user.patch(url, { title: "Renamed" })).json()).toMatchObject({
      title: "Renamed",
      category: "community",
    });
  });

  it("a locked post refuses comments: 403 'This post is locked…', and the page says why", async () => {
    const post = await seedPost({ isLocked: true });
    await expectError(
      await as.user.post(`/api/forum/posts/${post.id}/comments`, { content: "hi" }),
      403,
      /^This post is locked/,
    );
    const page = await (await as.user.get(`/forum/post/${post.id}`)).text();
    expect(page).toContain("This post is locked: no new comments.");
    expect(page).not.toContain('name="content"');
  });

  it("lists a category: welcome post, pinned, then newest (API and page)", async () => {
    await seedPost({ title: "Old", category: "tech", createdAt: new Date(2024, 0, 1) });
    await seedPost({
      title: "Pinned",
      category: "tech",
      isPinned: true,
      createdAt: new Date(2023, 0, 1),
    });
    await seedPost({
      title: "Welcome",
      category: "tech",
      isWelcome: true,
      createdAt: new Date(2022, 0, 1),
    });
    await seedPost({ title: "New", category: "tech" });
    const list = (await (await as.guest.get("/api/forum/posts?category=tech")).json()) as {
      title: string;
    }[];
    expect(list.map((p) => p.title)).toEqual(["Welcome", "Pinned", "New", "Old"]);
    const page = await (await as.guest.get("/forum/category/tech")).text();
    const order = ["Welcome", "Pinned", "New", "Old"].map((t) => page.indexOf(`>${t}</a>`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("soft delete and restore", () => {
  it("DELETE a post: 404 for everyone but admins, off the lists and the sitemap; restore", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Gone soon" });
    const url = `/api/forum/posts/${post.id}`;
    await expectError(await as.guest.delete(url), 401);
    await expectError(await players[0].delete(url), 403);
    expect((await as.user.delete(url)).status).toBe(200);
    for (const who of [as.guest, as.user, players[0]]) {
      await expectError(await postOf(who, post.id), 404, "Post not found");
      expect((await who.get(`/forum/post/${post.id}`)).status).toBe(404);
    }
    expect(await (await postOf(as.admin, post.id)).json()).toMatchObject({
      isDeleted: true,
      deletedBy: "author",
    });
    expect((await as.admin.get(`/forum/post/${post.id}`)).status).toBe(200);
    expect(await (await as.guest.get("/api/forum/posts")).json()).toEqual([]);
    expect(await (await as.guest.get("/sitemap.xml")).text()).not.toContain(
      `/forum/post/${post.id}<`,
    );
    expect(await (await as.guest.get("/")).text()).not.toContain("Gone soon");

    await expectError(await as.guest.post(`${url}/restore`), 401);
    await expectError(await as.user.post(`${url}/restore`), 403);
    await expectError(await as.admin.post("/api/forum/posts/999999/restore"), 404);
    const restored = await as.owner.post(`${url}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id: post.id, isDeleted: false });
    expect((await postOf(as.guest, post.id)).status).toBe(200);
  });

  it("DELETE a comment: a placeholder without content, the count drops; restore brings both back", async () => {
    const post = await seedPost();
    const made = await as.user.post(`/api/forum/posts/${post.id}/comments`, { content: "rude" });
    const { id } = (await made.json()) as { id: number };
    await as.admin.post(`/api/forum/posts/${post.id}/comments`, { content: "kind" });
    await expectError(await players[0].delete(`/api/forum/comments/${id}`), 403);
    await expectError(await as.guest.delete(`/api/forum/comments/${id}`), 401);
    await expectError(await as.admin.delete("/api/forum/comments/999999"), 404);
    expect((await as.admin.delete(`/api/forum/comments/${id}`)).status).toBe(200);

    const comments = (await (
      await as.guest.get(`/api/forum/posts/${post.id}/comments`)
    ).json()) as Record<string, unknown>[];
    expect(comments[0]).toMatchObject({ id, isDeleted: true, deletedBy: "moderator" });
    expect(comments[0]).not.toHaveProperty("content");
    expect(await (await postOf(as.guest, post.id)).json()).toMatchObject({ commentsCount: 1 });
    expect(await (await as.guest.get(`/forum/post/${post.id}`)).text()).toContain(
      "Comment removed by a moderator",
    );

    await expectError(await as.user.post(`/api/forum/comments/${id}/restore`), 403);
    expect((await as.admin.post(`/api/forum/comments/${id}/restore`)).status).toBe(200);
    expect(await (await postOf(as.guest, post.id)).json()).toMatchObject({ commentsCount: 2 });
  });
});

describe("reports", () => {
  it("POST /api/reports: 201, 400, 401, 404 and 409 for a second report", async () => {
    const post = await seedPost({ authorId: ids.user });
    const body = { targetType: "post", targetId: post.id, reason: "spam" };
    await expectError(await as.guest.post("/api/reports", body), 401);
    await expectError(await players[0].post("/api/reports", { ...body, reason: "boring" }), 400);
    await expectError(await players[0].post("/api/reports", { ...body, targetType: "user" }), 400);
    await expectError(await players[0].post("/api/reports", { ...body, targetId: 999999 }), 404);
    await expectError(await as.user.post("/api/reports", body), 403);
    const res = await players[0].post("/api/reports", { ...body, details: "Gold seller" });
    expect(res.status).toBe(201);
    const report = (await res.json()) as Record<string, unknown>;
    expect(report).toMatchObject({
      targetType: "post",
      targetId: post.id,
      reason: "spam",
      status: "open",
    });
    expect(report).toHaveProperty("id");
    await expectError(
      await players[0].post("/api/reports", body),
      409,
      "You have already reported this",
    );
  });

  it("three reports hide the post; the admin lists, counts and resolves them", async () => {
    const post = await seedPost({ authorId: ids.user });
    const body = { targetType: "post", targetId: post.id, reason: "abuse" };
    for (const p of players.slice(0, 2)) await p.post("/api/reports", body);
    expect((await postOf(as.guest, post.id)).status).toBe(200);
    await players[2].post("/api/reports", body);
    expect((await postOf(as.guest, post.id)).status).toBe(404);
    expect(await (await postOf(as.admin, post.id)).json()).toMatchObject({ isHidden: true });

    await expectError(await as.user.get("/api/admin/reports"), 403);
    await expectError(await as.guest.get("/api/admin/reports"), 401);
    const open = (await (await as.admin.get("/api/admin/reports?status=open")).json()) as Record<
      string,
      unknown
    >[];
    expect(open).toHaveLength(3);
    expect(open[0]).toMatchObject({
      targetType: "post",
      targetId: post.id,
      reason: "abuse",
      status: "open",
    });
    expect(Object.keys(open[0])).toEqual(
      expect.arrayContaining(["id", "reporterId", "reporterName", "createdAt"]),
    );
    expect(await (await as.admin.get("/api/admin/notification-counts")).json()).toMatchObject({
      reports: 1,
    });

    const url = `/api/admin/reports/${String(open[0].id)}`;
    await expectError(await as.user.patch(url, { action: "remove" }), 403);
    await expectError(await as.admin.patch(url, { action: "burn" }), 400);
    await expectError(await as.admin.patch("/api/admin/reports/999999", { action: "remove" }), 404);
    expect((await as.admin.patch(url, { action: "remove" })).status).toBe(200);
    expect(await (await postOf(as.admin, post.id)).json()).toMatchObject({
      isDeleted: true,
      deletedBy: "moderator",
      isHidden: false,
    });
    expect(await (await as.admin.get("/api/admin/reports?status=open")).json()).toEqual([]);
    expect(await (await as.admin.get("/api/admin/notification-counts")).json()).toMatchObject({
      reports: 0,
    });
    const log = (await (await as.admin.get("/api/admin/moderation-log")).json()) as Record<
      string,
      unknown
    >[];
    expect(log[0]).toMatchObject({
      action: "remove",
      targetType: "post",
      targetId: post.id,
      actorId: ids.admin,
    });
    expect(log[0]).toHaveProperty("actorName");
    expect(log[0]).toHaveProperty("createdAt");
    await expectError(await as.user.get("/api/admin/moderation-log"), 403);
  });
});

describe("new-account limits (with rate limits relaxed)", () => {
  it("a new account gets a 403 saying when the limit lifts", async () => {
    const fresh = server.client();
    await fresh.register(uniqueTag("n"));
    const links = "https://a.io https://b.io https://c.io";
    await expectError(
      await fresh.post("/api/forum/posts", { title: "Hi", category: "general", content: links }),
      403,
      /^New accounts may put at most 2 links in a post or comment\. This limit lifts at \d\d:\d\d UTC on .* \(in 24 hours\)\.$/,
    );
    for (let i = 0; i < 3; i++) {
      const ok = await fresh.post("/api/forum/posts", {
        title: `T${i}`,
        category: "general",
        content: "x",
      });
      expect(ok.status).toBe(201);
    }
    await expectError(
      await fresh.post("/api/forum/posts", { title: "T4", category: "general", content: "x" }),
      403,
      /^New accounts may start 3 threads in their first 24 hours\. This limit lifts/,
    );
  });
});

describe("the pages' forms without JavaScript", () => {
  const postForm = (client: TestClient, id: number, fields: Record<string, string>) =>
    client.post(`/forum/post/${id}`, form(fields));

  it("pins, locks, moves, deletes and restores with a toast each", async () => {
    const post = await seedPost({ authorId: ids.user });
    const steps: Array<[Record<string, string>, string]> = [
      [{ intent: "pin", pinned: "true" }, "Post pinned"],
      [{ intent: "lock", locked: "true" }, "Post locked"],
      [{ intent: "move", category: "tech" }, "Post moved"],
      [{ intent: "deletePost" }, "Post deleted"],
      [{ intent: "restorePost" }, "Post restored"],
    ];
    for (const [fields, title] of steps) {
      const res = await postForm(as.admin, post.id, fields);
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ title });
    }
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      isPinned: true,
      isLocked: true,
      category: "tech",
      deletedAt: null,
    });
    const refused = await postForm(as.user, post.id, { intent: "pin", pinned: "true" });
    expect(toastOf(refused)).toMatchObject({
      title: "Pin Failed",
      description: "Only admins can pin or lock posts",
    });
    // A pin or lock form without its state is incomplete, not an unpin or an unlock.
    for (const intent of ["pin", "lock"]) {
      const incomplete = await postForm(as.admin, post.id, { intent });
      expect(toastOf(incomplete)).toMatchObject({
        description: "The form was incomplete. Please try again.",
        type: "destructive",
      });
    }
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      isPinned: true,
      isLocked: true,
    });
  });

  it("offers the delete confirmation as a page of its own", async () => {
    const post = await seedPost({ authorId: ids.user });
    const page = await (await as.user.get(`/forum/post/${post.id}?dialog=delete-post`)).text();
    expect(page).toMatch(/<dialog[^>]*open/);
    expect(page).toContain("Delete this post?");
    const res = await postForm(as.user, post.id, { intent: "deletePost" });
    expect(res.headers.get("Location")).toBe("/");
    expect(toastOf(res)).toMatchObject({ title: "Post deleted" });
  });

  it("reports from the page; the admin page lists and resolves it", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Spammy" });
    const res = await postForm(players[0], post.id, {
      intent: "report",
      targetType: "post",
      targetId: String(post.id),
      reason: "spam",
      details: "",
    });
    expect(toastOf(res)).toMatchObject({ title: "Report sent" });
    const admin = await (await as.admin.get("/admin")).text();
    expect(admin).toContain("Reports (1)");
    expect(admin).toContain("Spammy");
    const report = await prisma.forumReport.findFirstOrThrow();
    const resolved = await as.admin.post(
      "/admin",
      form({ intent: "resolveReport", reportId: String(report.id), action: "dismiss" }),
    );
    expect(toastOf(resolved)).toMatchObject({ title: "Report dismissed" });
    expect((await prisma.forumReport.findFirstOrThrow()).status).toBe("dismissed");
    expect(await (await as.admin.get("/admin")).text()).toContain("Moderation Log (1)");
  });

  it("previews Markdown without saving, and renders it safely on the page", async () => {
    const post = await seedPost();
    const content = "**bold** <script>alert(1)</script> [x](javascript:alert(1)) https://a.io";
    const res = await postForm(as.user, post.id, { intent: "comment", content, preview: "1" });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('data-testid="markdown-preview"');
    expect(page).toContain("<strong>bold</strong>");
    expect(page).toContain('<a href="https://a.io" rel="nofollow ugc">');
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toMatch(/href="javascript:/);
    expect(await prisma.forumComment.count()).toBe(0);

    await postForm(as.user, post.id, { intent: "comment", content });
    const shown = await (await as.guest.get(`/forum/post/${post.id}`)).text();
    expect(shown).toContain("<strong>bold</strong>");
    expect(shown).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // The /api keeps the Markdown source.
    const [comment] = (await (
      await as.guest.get(`/api/forum/posts/${post.id}/comments`)
    ).json()) as {
      content: string;
    }[];
    expect(comment.content).toBe(content);
  });

  it("reports a comment and deletes one's own comment from the page", async () => {
    const post = await seedPost();
    const made = await as.user.post(`/api/forum/posts/${post.id}/comments`, { content: "Mine" });
    const { id } = (await made.json()) as { id: number };
    const reported = await postForm(players[1], post.id, {
      intent: "report",
      targetType: "comment",
      targetId: String(id),
      reason: "off-topic",
    });
    expect(toastOf(reported)).toMatchObject({ title: "Report sent" });
    const refused = await postForm(players[1], post.id, {
      intent: "deleteComment",
      commentId: String(id),
    });
    expect(toastOf(refused)).toMatchObject({ title: "Delete Failed" });
    const deleted = await postForm(as.user, post.id, {
      intent: "deleteComment",
      commentId: String(id),
    });
    expect(toastOf(deleted)).toMatchObject({ title: "Comment deleted" });
    const page = await (await as.guest.get(`/forum/post/${post.id}`)).text();
    expect(page).toContain("Comment deleted by its author");
    expect(page).toMatch(/Comments \(<!-- -->0<!-- -->\)/);
  });

  it("previews a new post at /forum/new without creating it", async () => {
    const res = await as.user.post(
      "/forum/new",
      form({ title: "Draft", category: "general", content: "_soon_", preview: "1" }),
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("<em>soon</em>");
    expect(page).toContain('value="Draft"');
    expect(await prisma.forumPost.count()).toBe(0);
  });
});
