import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  addComment,
  createPost,
  EDIT_FORBIDDEN,
  FEATURED_OWNER_ONLY,
  POST_LOCKED,
  setPostLike,
  updatePost,
} from "~/models/forum.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actor, actorsPerRole, expectRefusal, ROLES, type Role } from "./actors";

let as: Record<Role, PublicUser>;
beforeAll(async () => {
  as = await actorsPerRole();
});
beforeEach(() => prisma.forumPost.deleteMany());

const post = (data: { authorId?: string; category?: string; isLocked?: boolean } = {}) =>
  prisma.forumPost.create({
    data: { title: "Original", content: "Body", category: "tech", ...data },
  });

/** The post's stored counters next to the rows they count. */
async function countsOf(postId: number) {
  const [row, likeRows, commentRows] = await Promise.all([
    prisma.forumPost.findUniqueOrThrow({ where: { id: postId } }),
    prisma.postLike.count({ where: { postId } }),
    prisma.forumComment.count({ where: { postId } }),
  ]);
  return { likesCount: row.likesCount, likeRows, commentsCount: row.commentsCount, commentRows };
}

const edit = { title: "Edited title", content: "Edited content", category: "community" } as const;

describe("who may like and comment", () => {
  it.each(ROLES)("any signed-in %s may like and comment", async (role) => {
    const p = await post();
    expect(await setPostLike(as[role], p.id)).toEqual({ liked: true, likesCount: 1 });
    await addComment(as[role], p.id, { content: "gg" });
    expect(await countsOf(p.id)).toMatchObject({ likesCount: 1, commentsCount: 1 });
  });

  it.each(ROLES)("a locked post takes no comment, not even from the %s", async (role) => {
    const p = await post({ isLocked: true });
    await expectRefusal(addComment(as[role], p.id, { content: "hi" }), 403, POST_LOCKED);
    expect(await prisma.forumComment.count()).toBe(0);
  });
});

describe("who may edit a post", () => {
  it("the author and the owner may; another admin and a stranger may not", async () => {
    const stranger = await actor();
    const p = await post({ authorId: as.user.id });
    for (const who of [as.admin, stranger]) {
      await expectRefusal(updatePost(who, p.id, edit), 403, EDIT_FORBIDDEN);
    }
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).title).toBe(
      "Original",
    );
    expect(await updatePost(as.user, p.id, edit)).toMatchObject({
      id: p.id,
      ...edit,
      authorId: as.user.id,
    });
    await updatePost(as.owner, p.id, { ...edit, title: "Owner's edit" });
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      title: "Owner's edit",
      authorId: as.user.id,
    });
  });

  it("an admin may edit their own post", async () => {
    const p = await post({ authorId: as.admin.id });
    await updatePost(as.admin, p.id, edit);
  });
});

describe("the featured category is the owner's", () => {
  const featured = {
    title: "Shield drop help",
    content: "How do I axe?",
    category: "featured",
  } as const;

  it.each(["user", "admin"] as const)("a %s cannot create a featured post", async (role) => {
    await expectRefusal(createPost(as[role], featured), 403, FEATURED_OWNER_ONLY);
    expect(await prisma.forumPost.count()).toBe(0);
  });

  it("the owner can", async () => {
    expect(await createPost(as.owner, featured)).toMatchObject({ category: "featured" });
  });

  it("only the owner features an existing post; its author may keep it featured", async () => {
    const p = await post({ authorId: as.user.id });
    const toFeatured = { ...edit, category: "featured" } as const;
    await expectRefusal(updatePost(as.user, p.id, toFeatured), 403, FEATURED_OWNER_ONLY);
    expect((await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).category).toBe(
      "tech",
    );
    await updatePost(as.owner, p.id, toFeatured);
    // The author may still fix a typo in a post the owner featured, and keep it featured.
    await updatePost(as.user, p.id, { ...toFeatured, title: "Typo fixed" });
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      category: "featured",
      title: "Typo fixed",
    });
  });
});

describe("racing likes", () => {
  it("counts ten users liking at the same moment", async () => {
    const p = await post();
    const likers = await Promise.all(Array.from({ length: 10 }, () => actor()));
    const answers = await Promise.all(likers.map((u) => setPostLike(u, p.id)));
    expect(answers.every((a) => a.liked)).toBe(true);
    expect(await countsOf(p.id)).toMatchObject({ likesCount: 10, likeRows: 10 });
  });

  it("keeps at most one like when one user double-likes concurrently", async () => {
    const p = await post();
    for (const times of [2, 3, 6]) {
      await Promise.all(Array.from({ length: times }, () => setPostLike(as.admin, p.id)));
      const counts = await countsOf(p.id);
      expect(counts.likeRows).toBeLessThanOrEqual(1);
      expect(counts.likesCount).toBe(counts.likeRows);
    }
  });

  it("counts every comment posted at once", async () => {
    const p = await post();
    await Promise.all(ROLES.map((role) => addComment(as[role], p.id, { content: role })));
    expect(await countsOf(p.id)).toMatchObject({ commentsCount: 3, commentRows: 3 });
  });
});
