import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { countsOf, minutesAgo, seedPost } from "./forum-helpers";
import {
  clientsPerRole,
  form,
  jsonLdOf,
  startTestServer,
  toastOf,
  type Role,
  type TestClient,
} from "./harness";
import { readSitemap } from "./sitemap-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;
let ids: Record<Exclude<Role, "guest">, string>;
let usernames: Record<Exclude<Role, "guest">, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
  const users = await prisma.user.findMany({ select: { id: true, username: true } });
  const nameOf = (id: string) => users.find((u) => u.id === id)!.username;
  usernames = { user: nameOf(ids.user), admin: nameOf(ids.admin), owner: nameOf(ids.owner) };
});
afterAll(() => server.close());
beforeEach(() => prisma.forumPost.deleteMany());

const html = async (res: Response) => {
  expect(res.headers.get("Content-Type")).toContain("text/html");
  return res.text();
};
const location = (res: Response) => res.headers.get("Location");
/** The href of the page's <a rel="prev|next"> link, if any. */
const relLink = (page: string, rel: string) =>
  page.match(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`))?.[0].match(/href="([^"]+)"/)?.[1] ?? null;

describe("the post page", () => {
  it("shows badges, title, author, date, content with line breaks and counts", async () => {
    const post = await prisma.forumPost.create({
      data: {
        title: "Ledgedash frame data",
        content: "Line one\nLine two",
        category: "featured",
        authorId: ids.user,
        isPinned: true,
        createdAt: new Date("2025-01-05T15:04:00Z"),
        likesCount: 3,
        commentsCount: 0,
        sharesCount: 2,
      },
    });
    const res = await as.guest.get(`/forum/post/${post.id}`);
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain("Featured</span>");
    expect(page).toContain("Pinned</span>");
    expect(page).toContain("FEATURED</span>");
    expect(page).toContain("Ledgedash frame data</h1>");
    expect(page).toContain(usernames.user);
    expect(page).toContain("Jan 5, 2025 at 3:04 PM");
    // Rendered as Markdown: the single line break stays a line break.
    expect(page).toContain("Line one<br>\nLine two");
    expect(page).toMatch(/data-testid="likes-count">3</);
    expect(page).toContain("2 shares");
    expect(page).toMatch(/aria-pressed="false"/);
    expect(page).toMatch(/href="\/forum"[^>]*>← Back to Forum/);
  });

  it("labels each category and shows a deleted author as 'Deleted user'", async () => {
    const labels = {
      general: "General Discussion",
      tournaments: "Tournaments",
      tech: "Tech Discussion",
      community: "Community",
    };
    for (const [category, label] of Object.entries(labels)) {
      const post = await seedPost({ category, authorId: null });
      const page = await html(await as.guest.get(`/forum/post/${post.id}`));
      expect(page).toContain(`${label}</span>`);
      expect(page).toContain("Deleted user");
      expect(page).not.toContain("FEATURED");
      expect(page).not.toContain("Pinned</span>");
    }
  });

  it("shows the empty comment states for guests and users", async () => {
    const post = await seedPost();
    const guest = await html(await as.guest.get(`/forum/post/${post.id}`));
    expect(guest).toMatch(/Comments \(<!-- -->0<!-- -->\)/);
    expect(guest).toContain("No comments yet.");
    expect(guest).toContain("Sign in to join the discussion!");
    expect(guest).not.toContain("Write a comment...");

    const user = await html(await as.user.get(`/forum/post/${post.id}`));
    expect(user).toContain("No comments yet.");
    expect(user).toContain("Be the first to comment!");
    expect(user).toContain('placeholder="Write a comment..."');
    expect(user).toContain("Post Comment");
  });

  it("lists comments oldest first with author, date and text", async () => {
    const post = await seedPost();
    await prisma.forumComment.createMany({
      data: [
        { postId: post.id, authorId: ids.admin, content: "Second", createdAt: minutesAgo(1) },
        {
          postId: post.id,
          authorId: ids.user,
          content: "First",
          createdAt: new Date("2025-02-03T09:05:00Z"),
        },
      ],
    });
    await prisma.forumPost.update({ where: { id: post.id }, data: { commentsCount: 2 } });
    const page = await html(await as.guest.get(`/forum/post/${post.id}`));
    expect(page).toMatch(/Comments \(<!-- -->2<!-- -->\)/);
    expect(page.indexOf(">First<")).toBeGreaterThan(-1);
    expect(page.indexOf(">First<")).toBeLessThan(page.indexOf(">Second<"));
    expect(page).toContain("Feb 3, 2025 at 9:05 AM");
    expect(page).toContain(usernames.admin);
  });

  it("answers 'Post not found' with a 404 for unknown and malformed ids", async () => {
    const post = await seedPost();
    for (const id of [String(post.id + 100), "abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await as.guest.get(`/forum/post/${id}`);
      expect(res.status, id).toBe(404);
      const page = await html(res);
      expect(page).toContain("Post not found");
      expect(page).toMatch(/href="\/forum"[^>]*>← Back to Forum/);
    }
  });

  it("escapes HTML in the title, content and comments", async () => {
    const post = await seedPost({
      title: "<script>alert('title')</script>",
      content: "<script>alert('content')</script><img src=x onerror=alert(1)>",
    });
    await prisma.forumComment.create({
      data: { postId: post.id, content: "<script>alert('comment')</script>" },
    });
    const page = await html(await as.guest.get(`/forum/post/${post.id}`));
    expect(page).not.toContain("<script>alert(");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // The JSON-LD still carries the text, with "<" escaped inside the script element.
    const [ld] = jsonLdOf(page);
    expect(ld.headline).toBe("<script>alert('title')</script>");
  });

  it("carries title, description, canonical, OpenGraph and DiscussionForumPosting JSON-LD", async () => {
    const post = await seedPost({
      title: "Wavedash practice",
      content: "Practice wavedashing\nevery day.",
      authorId: ids.user,
      createdAt: new Date("2025-03-01T10:00:00Z"),
    });
    await prisma.forumComment.createMany({
      data: [
        { postId: post.id, authorId: ids.admin, content: "Nice", createdAt: minutesAgo(2) },
        { postId: post.id, authorId: null, content: "Old comment", createdAt: minutesAgo(3) },
      ],
    });
    await prisma.forumPost.update({
      where: { id: post.id },
      data: { commentsCount: 2, likesCount: 4 },
    });
    const page = await html(await as.guest.get(`/forum/post/${post.id}`));
    const url = `${server.baseUrl}/forum/post/${post.id}`;
    expect(page).toContain("<title>Wavedash practice | Forum | Melee Hub</title>");
    expect(page).toContain('<meta name="description" content="Practice wavedashing every day."/>');
    expect(page).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(page).toContain('<meta property="og:type" content="article"/>');
    expect(page).toContain(
      '<meta property="og:title" content="Wavedash practice | Forum | Melee Hub"/>',
    );

    const lds = jsonLdOf(page);
    expect(lds).toHaveLength(1);
    const ld = lds[0] as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: "Wavedash practice",
      text: "Practice wavedashing\nevery day.",
      url,
      datePublished: "2025-03-01T10:00:00.000Z",
      author: { "@type": "Person", name: usernames.user },
      commentCount: 2,
      interactionStatistic: [
        {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/LikeAction",
          userInteractionCount: 4,
        },
        {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/CommentAction",
          userInteractionCount: 2,
        },
      ],
    });
    expect(typeof ld.dateModified).toBe("string");
    expect(ld.comment).toEqual([
      expect.objectContaining({
        "@type": "Comment",
        text: "Old comment",
        author: { "@type": "Person", name: "Deleted user" },
      }),
      expect.objectContaining({
        "@type": "Comment",
        text: "Nice",
        author: { "@type": "Person", name: usernames.admin },
        dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it("offers Edit to the author and the owner only; featured only in the owner's select", async () => {
    const post = await seedPost({ authorId: ids.user });
    const editPage = (client: TestClient) => client.get(`/forum/post/${post.id}?dialog=edit`);
    for (const client of [as.guest, as.admin]) {
      const page = await html(await editPage(client));
      expect(page).not.toContain("Edit Post");
    }
    // Without JavaScript the dialog's URL renders it open.
    const author = await html(await editPage(as.user));
    expect(author).toMatch(/<dialog open=""[^>]*>[\s\S]*Edit Post/);
    expect(author).toContain('<option value="tech">Tech Discussion</option>');
    expect(author).not.toContain('<option value="featured">');
    const owner = await html(await editPage(as.owner));
    expect(owner).toContain('<option value="featured">Featured</option>');
  });
});

describe("the page's forms as plain POSTs", () => {
  const postForm = (client: TestClient, id: number, fields: Record<string, string>) =>
    client.post(`/forum/post/${id}`, form(fields));

  it("likes and unlikes; a repeated submit keeps the wanted state", async () => {
    const post = await seedPost();
    let res = await postForm(as.user, post.id, { intent: "like", liked: "true" });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/forum/post/${post.id}`);
    await postForm(as.user, post.id, { intent: "like", liked: "true" });
    expect(await countsOf(post.id)).toMatchObject({ likesCount: 1, likeRows: 1 });
    const page = await html(await as.user.get(`/forum/post/${post.id}`));
    expect(page).toMatch(/aria-pressed="true"/);
    expect(page).toContain('name="liked" value="false"');

    res = await postForm(as.user, post.id, { intent: "like", liked: "false" });
    expect(res.status).toBe(302);
    expect(await countsOf(post.id)).toMatchObject({ likesCount: 0, likeRows: 0 });
  });

  it("sends a guest's like or comment to sign in, with the spec's toast", async () => {
    const post = await seedPost();
    const cases = [
      [{ intent: "like", liked: "true" }, "Please sign in to like posts."],
      [{ intent: "comment", content: "hi" }, "Please sign in to comment."],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await postForm(as.guest, post.id, fields);
      expect(res.status).toBe(302);
      const to = new URL(location(res)!, server.baseUrl);
      expect(to.pathname).toBe("/auth");
      expect(to.searchParams.get("redirectTo")).toBe(`/forum/post/${post.id}`);
      expect(toastOf(res)).toMatchObject({
        title: "Authentication Required",
        description: message,
      });
    }
    expect(await countsOf(post.id)).toMatchObject({ likeRows: 0, commentRows: 0 });
  });

  it("comments with the 'Comment added!' toast; an empty comment is refused (400)", async () => {
    const post = await seedPost();
    let res = await postForm(as.user, post.id, { intent: "comment", content: "   " });
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("Comment cannot be empty");
    expect(await countsOf(post.id)).toMatchObject({ commentsCount: 0, commentRows: 0 });

    // A browser sends the textarea's line break as CRLF; it is kept as a line feed.
    res = await postForm(as.user, post.id, { intent: "comment", content: "GGs\r\nwell played" });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/forum/post/${post.id}`);
    expect(toastOf(res)).toMatchObject({ title: "Comment added!" });
    expect(await countsOf(post.id)).toMatchObject({ commentsCount: 1, commentRows: 1 });
    expect((await prisma.forumComment.findFirstOrThrow()).content).toBe("GGs\nwell played");
    const page = await html(await as.guest.get(`/forum/post/${post.id}`));
    expect(page).toContain("GGs<br>\nwell played");
  });

  it("edits as the author with 'Post updated successfully!'; others get an Error toast", async () => {
    const post = await seedPost({ authorId: ids.user, title: "Before" });
    const edit = { intent: "edit", title: "After", category: "tech", content: "New text" };

    let res = await postForm(as.admin, post.id, edit);
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({
      title: "Error",
      description: "Only the author or the owner can edit this post",
      type: "destructive",
    });
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      "Before",
    );

    res = await postForm(as.user, post.id, { ...edit, title: "" });
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toContain("Title is required");
    // The dialog stays open with the error, without JavaScript too.
    expect(page).toMatch(/<dialog open=""[^>]*>[\s\S]*Edit Post/);

    res = await postForm(as.user, post.id, { ...edit, category: "featured" });
    expect(toastOf(res)).toMatchObject({
      title: "Error",
      description: "Only the owner can feature a post",
    });

    res = await postForm(as.user, post.id, edit);
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/forum/post/${post.id}`);
    expect(toastOf(res)).toMatchObject({ title: "Post updated successfully!" });
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      title: "After",
      category: "tech",
      content: "New text",
    });
  });

  it("creates a post at /forum/new; guests are sent to sign in", async () => {
    let res = await as.guest.get("/forum/new");
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/auth?redirectTo=${encodeURIComponent("/forum/new")}`);
    res = await as.guest.post("/forum/new", form({ title: "t", category: "tech", content: "c" }));
    expect(res.status).toBe(302);
    expect(location(res)).toMatch(/^\/auth\?redirectTo=/);

    const page = await html(await as.user.get("/forum/new?category=tech"));
    expect(page).toContain('<option value="tech" selected="">');
    expect(page).not.toContain('<option value="featured"');

    res = await as.user.post("/forum/new", form({ title: "", category: "", content: "" }));
    expect(res.status).toBe(400);
    const errors = await html(res);
    expect(errors).toContain("Title is required");
    expect(errors).toContain("Category is required");
    expect(errors).toContain("Content is required");
    expect(await prisma.forumPost.count()).toBe(0);

    res = await as.user.post(
      "/forum/new",
      form({ title: "Netplay tips", category: "community", content: "Use a wired connection" }),
    );
    expect(res.status).toBe(302);
    const created = await prisma.forumPost.findFirstOrThrow();
    expect(location(res)).toBe(`/forum/post/${created.id}`);
    expect(created).toMatchObject({ title: "Netplay tips", authorId: ids.user });
    expect(toastOf(res)).toMatchObject({ title: "Post created!" });
  });
});

describe("forum listings", () => {
  it("redirects /forum to the home page", async () => {
    const res = await as.guest.get("/forum");
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
  });

  it("previews at most 6 posts on the home page: welcome, pinned, then newest", async () => {
    for (let i = 1; i <= 6; i++)
      await seedPost({ title: `Recent ${i}`, createdAt: minutesAgo(10 - i) });
    await seedPost({ title: "Pinned one", isPinned: true, createdAt: minutesAgo(500) });
    await seedPost({
      title: "The welcome",
      isWelcome: true,
      isPinned: true,
      createdAt: minutesAgo(900),
    });
    const page = await html(await as.guest.get("/"));
    const section = page.slice(page.indexOf("Community Forum"));
    const titles = [...section.matchAll(/href="\/forum\/post\/\d+">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual([
      "The welcome",
      "Pinned one",
      "Recent 6",
      "Recent 5",
      "Recent 4",
      "Recent 3",
    ]);
    expect(section).toMatch(/href="\/forum"[^>]*>View All Posts</);
  });

  it("pages a category newest first, 20 a page, and 404s past the end or for unknown ones", async () => {
    for (let i = 1; i <= 23; i++) {
      await seedPost({ title: `Tech ${i}`, category: "tech", createdAt: minutesAgo(100 - i) });
    }
    await seedPost({ title: "Elsewhere", category: "general" });
    const titles = (page: string) =>
      [...page.matchAll(/href="\/forum\/post\/\d+">([^<]+)</g)].map((m) => m[1]);

    const first = await html(await as.guest.get("/forum/category/tech"));
    expect(first).toContain("Tech Discussion</h1>");
    expect(titles(first)).toHaveLength(20);
    expect(titles(first)[0]).toBe("Tech 23");
    expect(titles(first)).not.toContain("Elsewhere");
    expect(relLink(first, "next")).toBe("/forum/category/tech?page=2");
    expect(relLink(first, "prev")).toBeNull();
    expect(first).toContain(
      `<link rel="next" href="${server.baseUrl}/forum/category/tech?page=2"/>`,
    );

    const second = await html(await as.guest.get("/forum/category/tech?page=2"));
    expect(titles(second)).toEqual(["Tech 3", "Tech 2", "Tech 1"]);
    expect(relLink(second, "prev")).toBe("/forum/category/tech");
    expect(relLink(second, "next")).toBeNull();
    expect(second).toContain(
      `<link rel="canonical" href="${server.baseUrl}/forum/category/tech?page=2"/>`,
    );

    expect((await as.guest.get("/forum/category/tech?page=3")).status).toBe(404);
    expect((await as.guest.get("/forum/category/cooking")).status).toBe(404);
    const featured = await as.guest.get("/forum/category/featured");
    expect(featured.status).toBe(200);
    expect(await html(featured)).toContain("No posts yet.");
  });

  it("lists every post and the categories with posts in the sitemap", async () => {
    const a = await seedPost({ category: "tech" });
    const b = await seedPost({ category: "community" });
    const { xml } = await readSitemap(as.guest.get, server.baseUrl);
    expect(xml).toContain(`<loc>${server.baseUrl}/forum/post/${a.id}</loc>`);
    expect(xml).toContain(`<loc>${server.baseUrl}/forum/post/${b.id}</loc>`);
    expect(xml).toContain(`<loc>${server.baseUrl}/forum/category/tech</loc>`);
    expect(xml).toContain(`<loc>${server.baseUrl}/forum/category/community</loc>`);
    expect(xml).not.toContain("/forum/category/general<");
  });
});
