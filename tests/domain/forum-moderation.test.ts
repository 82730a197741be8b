import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DELETE_COMMENT_FORBIDDEN,
  DELETE_POST_FORBIDDEN,
  deleteComment,
  deletePost,
  NOTHING_TO_RESTORE,
  RESTORE_ADMINS_ONLY,
  restoreComment,
  restorePost,
} from "~/models/forum-moderation.server";
import { createReport, listReports } from "~/models/forum-reports.server";
import {
  addComment,
  categoriesForSitemap,
  EDIT_FORBIDDEN,
  getPost,
  listCategoryPosts,
  listComments,
  listHomePosts,
  listPosts,
  MOVE_FORBIDDEN,
  NOTHING_TO_CHANGE,
  PIN_LOCK_ADMINS_ONLY,
  countPostsForSitemap,
  getPostPage,
  postsForSitemap,
  updatePost,
} from "~/models/forum.server";
import { listModerationLog } from "~/models/moderation-log.server";
import { ADMIN_REQUIRED } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { COMMENTS_SHOWN, POST_NOT_FOUND } from "~/schemas/forum";
import { prisma } from "~/server/db.server";
import { actor, actorsPerRole, expectRefusal, ROLES, type Role } from "./actors";

let as: Record<Role, PublicUser>;
let author: PublicUser;
beforeAll(async () => {
  as = await actorsPerRole();
  author = await actor();
});
beforeEach(async () => {
  await prisma.forumPost.deleteMany();
  await prisma.moderationLogEntry.deleteMany();
});

const post = (data: { authorId?: string; category?: string; isPinned?: boolean } = {}) =>
  prisma.forumPost.create({
    data: { title: "A post", content: "Body", category: "tech", authorId: author.id, ...data },
  });

const admins = ["admin", "owner"] as const;

describe("pin, lock and move: who may", () => {
  it.each(admins)("the %s pins, locks and moves; each lands in the log", async (role) => {
    const p = await post();
    const before = await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } });
    await updatePost(as[role], p.id, { isPinned: true, isLocked: true });
    await updatePost(as[role], p.id, { category: "general" });
    const after = await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } });
    expect(after).toMatchObject({ isPinned: true, isLocked: true, category: "general" });
    // Moderation is not an edit: the post's dateModified stays.
    expect(after.updatedAt).toEqual(before.updatedAt);
    const log = await listModerationLog(as[role]);
    expect(log.map((l) => l.action)).toEqual(["move", "lock", "pin"]);
    expect(log[0]).toMatchObject({
      targetType: "post",
      targetId: p.id,
      actorId: as[role].id,
      actorName: as[role].username,
    });
  });

  it("a basic user, the author included, may not pin or lock", async () => {
    const p = await post();
    for (const who of [as.user, author]) {
      await expectRefusal(updatePost(who, p.id, { isPinned: true }), 403, PIN_LOCK_ADMINS_ONLY);
      await expectRefusal(updatePost(who, p.id, { isLocked: true }), 403, PIN_LOCK_ADMINS_ONLY);
    }
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      isPinned: false,
      isLocked: false,
    });
  });

  it("the author moves their own post; a stranger may not; an admin may not edit its words", async () => {
    const p = await post();
    await updatePost(author, p.id, { category: "community" });
    await expectRefusal(updatePost(as.user, p.id, { category: "general" }), 403, MOVE_FORBIDDEN);
    await expectRefusal(updatePost(as.admin, p.id, { title: "Mine now" }), 403, EDIT_FORBIDDEN);
    await expectRefusal(updatePost(as.admin, p.id, {}), 400, NOTHING_TO_CHANGE);
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).category).toBe(
      "community",
    );
  });

  it("a locked post refuses comments until unlocked", async () => {
    const p = await post();
    await updatePost(as.admin, p.id, { isLocked: true });
    await expectRefusal(addComment(as.user, p.id, { content: "hi" }), 403);
    await updatePost(as.admin, p.id, { isLocked: false });
    await addComment(as.user, p.id, { content: "hi" });
  });
});

describe("category order", () => {
  it("lists the welcome post, then pinned posts, then the newest", async () => {
    const old = await post({ category: "general" });
    await prisma.forumPost.update({ where: { id: old.id }, data: { title: "Old" } });
    const pinned = await post({ category: "general" });
    await prisma.forumPost.update({
      where: { id: pinned.id },
      data: { title: "Pinned", isPinned: true, createdAt: new Date(2000, 1, 1) },
    });
    await prisma.forumPost.create({
      data: {
        title: "Welcome",
        content: "Hi",
        category: "general",
        isWelcome: true,
        createdAt: new Date(1999, 1, 1),
      },
    });
    await prisma.forumPost.create({ data: { title: "New", content: "x", category: "general" } });
    const { posts } = await listCategoryPosts("general", 1);
    expect(posts.map((p) => p.title)).toEqual(["Welcome", "Pinned", "New", "Old"]);
  });
});

describe("soft delete of a post", () => {
  it.each([
    ["author", () => author, "author"],
    ["admin", () => as.admin, "moderator"],
    ["owner", () => as.owner, "moderator"],
  ] as const)(
    "the %s deletes it: 404 and off every list for everyone but admins",
    async (_, who, by) => {
      const p = await post({ category: "general" });
      await deletePost(who(), p.id);
      expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
        deletedBy: by,
      });
      for (const viewer of [null, as.user, author]) {
        await expectRefusal(getPost(viewer, p.id), 404, POST_NOT_FOUND);
        await expectRefusal(listComments(viewer, p.id), 404, POST_NOT_FOUND);
      }
      expect(await getPost(as.admin, p.id)).toMatchObject({ isDeleted: true, deletedBy: by });
      expect(await listPosts(as.admin, { page: 1, limit: 20 })).toEqual([]);
      expect(await listHomePosts()).toEqual([]);
      expect((await listCategoryPosts("general", 1)).total).toBe(0);
      expect(await postsForSitemap(0, 50_000)).toEqual([]);
      expect(await countPostsForSitemap()).toBe(0);
      expect(await categoriesForSitemap()).toEqual([]);
    },
  );

  it("a stranger may not delete it; a guestless domain needs a user", async () => {
    const p = await post();
    await expectRefusal(deletePost(as.user, p.id), 403, DELETE_POST_FORBIDDEN);
    expect((await getPost(null, p.id)).isDeleted).toBe(false);
  });

  it.each(ROLES)("restore: only admins (the %s)", async (role) => {
    const p = await post();
    await deletePost(author, p.id);
    if (role === "user") {
      await expectRefusal(restorePost(as.user, p.id), 403, RESTORE_ADMINS_ONLY);
      await expectRefusal(restorePost(author, p.id), 403, RESTORE_ADMINS_ONLY);
      return;
    }
    expect(await restorePost(as[role], p.id)).toMatchObject({ isDeleted: false, deletedBy: null });
    expect(await getPost(null, p.id)).toMatchObject({ id: p.id });
    expect((await listModerationLog(as[role])).map((l) => l.action)).toEqual(["restore", "delete"]);
  });

  it("unknown posts are 404", async () => {
    await expectRefusal(deletePost(as.admin, 999_999), 404, POST_NOT_FOUND);
    await expectRefusal(restorePost(as.admin, 999_999), 404, POST_NOT_FOUND);
  });
});

describe("soft delete of a comment", () => {
  async function thread() {
    const p = await post();
    const mine = await addComment(as.user, p.id, { content: "mine" });
    const other = await addComment(as.admin, p.id, { content: "other" });
    return { p, mine, other };
  }
  const countOf = async (id: number) =>
    (await prisma.forumPost.findUniqueOrThrow({ where: { id } })).commentsCount;

  it("the author deletes their own: a placeholder stays and commentsCount drops", async () => {
    const { p, mine } = await thread();
    expect(await countOf(p.id)).toBe(2);
    await deleteComment(as.user, mine.id);
    expect(await countOf(p.id)).toBe(1);
    const [placeholder] = await listComments(as.user, p.id);
    expect(placeholder).toMatchObject({ id: mine.id, isDeleted: true, deletedBy: "author" });
    expect(placeholder).not.toHaveProperty("content");
    // Admins still read it.
    expect((await listComments(as.admin, p.id))[0]).toMatchObject({ content: "mine" });
  });

  it("a moderator's deletion says so; restoring brings content and count back", async () => {
    const { p, mine } = await thread();
    await deleteComment(as.owner, mine.id);
    expect((await listComments(null, p.id))[0]).toMatchObject({ deletedBy: "moderator" });
    await expectRefusal(restoreComment(as.user, mine.id), 403, RESTORE_ADMINS_ONLY);
    await restoreComment(as.admin, mine.id);
    expect(await countOf(p.id)).toBe(2);
    expect((await listComments(null, p.id))[0]).toMatchObject({
      content: "mine",
      isDeleted: false,
    });
  });

  it("a stranger may not delete someone else's comment", async () => {
    const { mine } = await thread();
    await expectRefusal(deleteComment(author, mine.id), 403, DELETE_COMMENT_FORBIDDEN);
  });

  it("deleting twice changes nothing; the count stays true", async () => {
    const { p, mine } = await thread();
    await deleteComment(as.user, mine.id);
    await deleteComment(as.admin, mine.id);
    expect(await countOf(p.id)).toBe(1);
    expect(await prisma.forumComment.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({
      deletedBy: "author",
    });
  });

  it("a deleted post's comments cannot be deleted by players (404)", async () => {
    const { p, mine } = await thread();
    await deletePost(as.admin, p.id);
    await expectRefusal(deleteComment(as.user, mine.id), 404);
  });

  it("the author deletes their own comment hidden by reports; others still find nothing", async () => {
    const { p, mine } = await thread();
    await prisma.forumComment.update({ where: { id: mine.id }, data: { hiddenAt: new Date() } });
    await expectRefusal(deleteComment(author, mine.id), 404);
    expect(await deleteComment(as.user, mine.id)).toMatchObject({
      isDeleted: true,
      isHidden: false,
      deletedBy: "author",
    });
    expect(await countOf(p.id)).toBe(1);
  });

  it("a comment added while another is deleted is never lost from commentsCount", async () => {
    const { p, mine } = await thread();
    // A writer adding a comment as addComment does, holding its transaction open meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let added!: () => void;
    const hasAdded = new Promise<void>((resolve) => (added = resolve));
    const writer = prisma.$transaction(
      async (tx) => {
        await tx.forumComment.create({
          data: { postId: p.id, authorId: as.admin.id, content: "new" },
        });
        await tx.forumPost.update({
          where: { id: p.id },
          data: { commentsCount: { increment: 1 } },
        });
        added();
        await held;
      },
      { timeout: 15_000 },
    );
    await hasAdded;
    const deleting = deleteComment(as.user, mine.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([writer, deleting]);
    expect(await countOf(p.id)).toBe(2);
  });
});

describe("restore needs something to restore", () => {
  it("a shown post or comment is 409; its open reports stay open and nothing is logged", async () => {
    const p = await post();
    const c = await addComment(as.admin, p.id, { content: "fine" });
    await createReport(as.user, { targetType: "post", targetId: p.id, reason: "spam" });
    await createReport(as.user, { targetType: "comment", targetId: c.id, reason: "spam" });
    await expectRefusal(restorePost(as.admin, p.id), 409, NOTHING_TO_RESTORE);
    await expectRefusal(restoreComment(as.owner, c.id), 409, NOTHING_TO_RESTORE);
    expect((await listReports(as.admin, "open")).length).toBe(2);
    expect(await listModerationLog(as.admin)).toEqual([]);
  });
});

describe("the thread's 'latest comments' notice", () => {
  const comments = (postId: number, n: number, deleted: number) =>
    prisma.forumComment.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        postId,
        authorId: author.id,
        content: `c${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        // The oldest ones are placeholders: listed, but not in commentsCount.
        ...(i < deleted && { deletedAt: new Date(), deletedBy: "author" }),
      })),
    });

  it("says older comments are left out exactly when they are", async () => {
    const full = await post();
    await comments(full.id, COMMENTS_SHOWN, 5);
    const page = await getPostPage(null, full.id);
    expect(page.comments).toHaveLength(COMMENTS_SHOWN);
    expect(page.hasOlderComments).toBe(false);

    const over = await post();
    await comments(over.id, COMMENTS_SHOWN + 1, 5);
    const cut = await getPostPage(null, over.id);
    expect(cut.comments).toHaveLength(COMMENTS_SHOWN);
    expect(cut.comments.at(-1)).toMatchObject({ content: `c${COMMENTS_SHOWN}` });
    expect(cut.hasOlderComments).toBe(true);
  });
});

describe("the moderation log", () => {
  it.each(["user"] as const)("is for admins only, not the %s", async (role) => {
    await expectRefusal(listModerationLog(as[role]), 403, ADMIN_REQUIRED);
  });
});
