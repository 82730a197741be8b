import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { countsOf, minutesAgo, seedPost } from "./forum-helpers";
import { clientsPerRole, startTestServer, uniqueTag, type Role, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;
let ids: Record<Exclude<Role, "guest">, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
});
afterAll(() => server.close());
beforeEach(() => prisma.forumPost.deleteMany());

const like = (client: TestClient, id: number) => client.post(`/api/forum/posts/${id}/like`);

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.text()).toBe(message);
}

describe("likes", () => {
  it("toggles one like per user and reports it on the post", async () => {
    const post = await seedPost();
    let res = await like(as.user, post.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ liked: true, likesCount: 1 });

    const seen = (await (await as.user.get(`/api/forum/posts/${post.id}`)).json()) as {
      isLikedByUser: boolean;
      likesCount: number;
    };
    expect(seen).toMatchObject({ isLikedByUser: true, likesCount: 1 });
    const byOther = (await (await as.admin.get(`/api/forum/posts/${post.id}`)).json()) as {
      isLikedByUser: boolean;
    };
    expect(byOther.isLikedByUser).toBe(false);

    res = await like(as.user, post.id);
    expect(await res.json()).toEqual({ liked: false, likesCount: 0 });
    expect(await countsOf(post.id)).toMatchObject({ likesCount: 0, likeRows: 0 });
    // A like is not an edit: the post's dateModified stays.
    const stored = await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.updatedAt).toEqual(post.updatedAt);
  });

  // Racing likes (ten users at once, one user double-liking) are in tests/domain/forum.test.ts.

  it("refuses guests (401) and unknown or malformed posts (404)", async () => {
    const post = await seedPost();
    await expectError(await like(as.guest, post.id), 401, "Authentication required");
    await expectError(await like(as.user, post.id + 1000), 404, "Post not found");
    await expectError(await as.user.post("/api/forum/posts/abc/like"), 404, "Post not found");
    await expectError(await as.user.post("/api/forum/posts/0/like"), 404, "Post not found");
    await expectError(
      await as.user.post("/api/forum/posts/99999999999/like"),
      404,
      "Post not found",
    );
    expect((await as.user.get(`/api/forum/posts/${post.id}/like`)).status).toBe(405);
    expect(await countsOf(post.id)).toMatchObject({ likesCount: 0, likeRows: 0 });
  });
});

describe("comments", () => {
  it("adds a comment (201), counts it, and lists comments oldest first", async () => {
    const post = await seedPost();
    let res = await as.user.post(`/api/forum/posts/${post.id}/comments`, {
      content: "  First!\nSecond line  ",
    });
    expect(res.status).toBe(201);
    const comment = (await res.json()) as Record<string, unknown>;
    expect(comment).toMatchObject({
      postId: post.id,
      authorId: ids.user,
      content: "First!\nSecond line",
    });
    res = await as.admin.post(`/api/forum/posts/${post.id}/comments`, { content: "Second" });
    expect(res.status).toBe(201);

    const list = (await (await as.guest.get(`/api/forum/posts/${post.id}/comments`)).json()) as {
      content: string;
      authorId: string;
      createdAt: string;
    }[];
    expect(list.map((c) => c.content)).toEqual(["First!\nSecond line", "Second"]);
    expect(list[0]).toHaveProperty("createdAt");
    expect(await countsOf(post.id)).toMatchObject({ commentsCount: 2, commentRows: 2 });
  });

  it("refuses empty or too long comments with a 400 and writes nothing", async () => {
    const post = await seedPost();
    const url = `/api/forum/posts/${post.id}/comments`;
    await expectError(await as.user.post(url, { content: "" }), 400, "Comment cannot be empty");
    await expectError(
      await as.user.post(url, { content: "  \n " }),
      400,
      "Comment cannot be empty",
    );
    await expectError(await as.user.post(url, {}), 400, "Comment cannot be empty");
    await expectError(
      await as.user.post(url, { content: "x".repeat(2001) }),
      400,
      "Comment must be at most 2000 characters",
    );
    await expectError(
      await as.user.post(url, "{not json"),
      400,
      "The request body is not valid JSON",
    );
    expect(await countsOf(post.id)).toMatchObject({ commentsCount: 0, commentRows: 0 });
  });

  it("refuses guests (401), unknown posts (404) and locked posts (403)", async () => {
    const post = await seedPost();
    const locked = await seedPost({ isLocked: true });
    await expectError(
      await as.guest.post(`/api/forum/posts/${post.id}/comments`, { content: "hi" }),
      401,
      "Authentication required",
    );
    await expectError(
      await as.user.post(`/api/forum/posts/${post.id + 1000}/comments`, { content: "hi" }),
      404,
      "Post not found",
    );
    await expectError(await as.guest.get(`/api/forum/posts/x1/comments`), 404, "Post not found");
    await expectError(
      await as.user.post(`/api/forum/posts/${locked.id}/comments`, { content: "hi" }),
      403,
      "This post is locked: no new comments",
    );
    expect(await prisma.forumComment.count()).toBe(0);
  });
});

describe("creating posts", () => {
  const valid = { title: "Shield drop help", content: "How do I axe?", category: "tech" };

  it("lets a signed-in user create a post (201); guests get 401", async () => {
    const res = await as.user.post("/api/forum/posts", valid);
    expect(res.status).toBe(201);
    const post = (await res.json()) as Record<string, unknown>;
    expect(post).toMatchObject({ ...valid, authorId: ids.user, likesCount: 0, isPinned: false });
    await expectError(
      await as.guest.post("/api/forum/posts", valid),
      401,
      "Authentication required",
    );
    expect(await prisma.forumPost.count()).toBe(1);
  });

  it.each([
    [{ ...valid, title: "" }, "Title is required"],
    [{ ...valid, title: "   " }, "Title is required"],
    [{ content: valid.content, category: valid.category }, "Title is required"],
    [{ ...valid, content: "" }, "Content is required"],
    [{ ...valid, category: "" }, "Category is required"],
    [{ title: valid.title, content: valid.content }, "Category is required"],
    [{ ...valid, title: "t".repeat(256) }, "Title must be at most 255 characters"],
    [{ ...valid, content: "c".repeat(10_001) }, "Content must be at most 10000 characters"],
    [{ ...valid, category: "c".repeat(101) }, "Category must be at most 100 characters"],
    [{ ...valid, category: "random" }, "Choose one of the forum's categories"],
  ])("refuses %j with a 400 and writes nothing", async (body, message) => {
    await expectError(await as.user.post("/api/forum/posts", body), 400, message);
    expect(await prisma.forumPost.count()).toBe(0);
  });

  it("accepts a 255-character title", async () => {
    const res = await as.user.post("/api/forum/posts", { ...valid, title: "t".repeat(255) });
    expect(res.status).toBe(201);
  });

  it("answers a forbidden category with 403 and the reason", async () => {
    // Who may feature a post is the domain's rule: tests/domain/forum.test.ts.
    await expectError(
      await as.user.post("/api/forum/posts", { ...valid, category: "featured" }),
      403,
      "Only the owner can feature a post",
    );
    expect(await prisma.forumPost.count()).toBe(0);
  });
});

describe("editing posts", () => {
  const edit = { title: "Edited title", content: "Edited content", category: "community" };

  // Who may edit (author, owner, other admins, strangers) is the domain's rule:
  // tests/domain/forum.test.ts. Here, the HTTP contract of each answer.
  it("answers the author 200 with the post, a stranger 403 and a guest 401", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Original" });
    const url = `/api/forum/posts/${post.id}`;

    await expectError(await as.guest.patch(url, edit), 401, "Authentication required");
    const stranger = server.client();
    await stranger.register(uniqueTag("stranger"));
    await expectError(
      await stranger.patch(url, edit),
      403,
      "Only the author or the owner can edit this post",
    );
    // The body is checked first, then what it changes: a bad one is 400 for anyone.
    expect((await stranger.patch(url, { title: "" })).status).toBe(400);
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      "Original",
    );

    const res = await as.user.patch(url, edit);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: post.id, ...edit, authorId: ids.user });
  });

  it("validates the edit like the create form", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Original" });
    const url = `/api/forum/posts/${post.id}`;
    await expectError(await as.user.patch(url, { ...edit, title: "" }), 400, "Title is required");
    await expectError(
      await as.user.patch(url, { ...edit, content: " " }),
      400,
      "Content is required",
    );
    await expectError(
      await as.user.patch(url, { ...edit, category: "" }),
      400,
      "Category is required",
    );
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      "Original",
    );
  });

  it("answers 404 for unknown and malformed ids", async () => {
    await expectError(await as.owner.patch("/api/forum/posts/4242", edit), 404, "Post not found");
    await expectError(await as.owner.patch("/api/forum/posts/1.5", edit), 404, "Post not found");
    await expectError(await as.guest.get("/api/forum/posts/4242"), 404, "Post not found");
    await expectError(await as.guest.get("/api/forum/posts/-1"), 404, "Post not found");
  });
});

describe("listing posts", () => {
  it("puts the welcome post first, then pinned, then newest, limited and paged", async () => {
    await seedPost({ title: "Old", createdAt: minutesAgo(60) });
    await seedPost({ title: "Pinned", isPinned: true, createdAt: minutesAgo(50) });
    await seedPost({
      title: "Welcome",
      isWelcome: true,
      isPinned: true,
      createdAt: minutesAgo(90),
    });
    await seedPost({ title: "New", createdAt: minutesAgo(1), category: "tech" });
    const titles = async (query = "") =>
      ((await (await as.guest.get(`/api/forum/posts${query}`)).json()) as { title: string }[]).map(
        (p) => p.title,
      );
    expect(await titles()).toEqual(["Welcome", "Pinned", "New", "Old"]);
    expect(await titles("?limit=2")).toEqual(["Welcome", "Pinned"]);
    expect(await titles("?limit=2&page=2")).toEqual(["New", "Old"]);
    expect(await titles("?category=tech")).toEqual(["New"]);
    expect(await titles("?limit=nonsense&page=-3&category=nope")).toEqual([
      "Welcome",
      "Pinned",
      "New",
      "Old",
    ]);
  });

  it("shows the spec's fields, the author's tag and isLikedByUser", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Mine" });
    await like(as.admin, post.id);
    const [listed] = (await (await as.admin.get("/api/forum/posts")).json()) as Record<
      string,
      unknown
    >[];
    expect(listed).toMatchObject({
      id: post.id,
      title: "Mine",
      authorId: ids.user,
      isPinned: false,
      likesCount: 1,
      commentsCount: 0,
      sharesCount: 0,
      isLikedByUser: true,
    });
    expect(typeof listed.authorName).toBe("string");
    expect(listed).toHaveProperty("createdAt");
    const [asGuest] = (await (await as.guest.get("/api/forum/posts")).json()) as {
      isLikedByUser: boolean;
    }[];
    expect(asGuest.isLikedByUser).toBe(false);
  });

  it("names a deleted author as null (the pages say 'Deleted user')", async () => {
    const post = await seedPost({ authorId: null });
    const body = (await (await as.guest.get(`/api/forum/posts/${post.id}`)).json()) as {
      authorId: string | null;
      authorName: string | null;
    };
    expect(body).toMatchObject({ authorId: null, authorName: null });
  });
});
