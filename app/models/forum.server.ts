import type { Prisma } from "@prisma/client";
import { DomainError } from "~/models/domain-error";
import { writeOnce } from "~/models/idempotency.server";
import { logModeration } from "~/models/moderation-log.server";
import { checkNewAccountLinks, checkNewAccountPosting } from "~/models/new-account-limits.server";
import { requireAdmin } from "~/models/permissions.server";
import { isAdmin, isOwner, type PublicUser } from "~/models/user.server";
import {
  ALL_CATEGORIES,
  COMMENTS_SHOWN,
  FEATURED_CATEGORY,
  FORUM_CATEGORIES,
  HOME_POST_COUNT,
  POST_NOT_FOUND,
  POSTS_PAGE_SIZE,
  type CommentInput,
  type ForumCategory,
  type PostInput,
  type PostListQuery,
  type PostPatch,
} from "~/schemas/forum";
import { categoryLabel } from "~/schemas/forum-categories";
import { readMostly } from "~/server/content-version.server";
import { lockRow, prisma } from "~/server/db.server";
import { idOrNotFound } from "~/utils/id";

export const PAGE_NOT_FOUND = "Page not found";
export const EDIT_FORBIDDEN = "Only the author or the owner can edit this post";
export const FEATURED_OWNER_ONLY = "Only the owner can feature a post";
export const POST_LOCKED = "This post is locked: no new comments";
export const COMMENT_NOT_FOUND = "Comment not found";
export const PIN_LOCK_ADMINS_ONLY = "Only admins can pin or lock posts";
export const MOVE_FORBIDDEN = "Only the author or an admin can move this post";
export const NOTHING_TO_CHANGE = "Nothing to change";

/** A post id from a URL; anything but a positive 32-bit integer names no post (404). */
export const postIdOf = (raw: string | undefined) => idOrNotFound(raw, POST_NOT_FOUND);

type Viewer = Pick<PublicUser, "id" | "role" | "isAdmin"> | null | undefined;
type Tx = Prisma.TransactionClient;

/**
 * Shown to everyone: neither deleted (by its author or a moderator) nor hidden by reports. Every
 * list, count and page of posts and comments goes through this; only admins see the rest.
 */
export const shownWhere = { deletedAt: null, hiddenAt: null } as const;

type Removal = { deletedAt: Date | null; deletedBy: string | null; hiddenAt: Date | null };

/** "author" or "moderator" (null when not deleted). */
export type DeletedBy = "author" | "moderator";
const deletedByOf = (row: Removal) =>
  row.deletedAt ? (row.deletedBy === "author" ? "author" : "moderator") : null;
const isShown = (row: Removal) => !row.deletedAt && !row.hiddenAt;

const authorName = { select: { username: true, isBanned: true } } as const;

const postSelect = {
  id: true,
  title: true,
  content: true,
  category: true,
  authorId: true,
  backgroundImage: true,
  isPinned: true,
  isLocked: true,
  isWelcome: true,
  deletedAt: true,
  deletedBy: true,
  hiddenAt: true,
  likesCount: true,
  commentsCount: true,
  sharesCount: true,
  createdAt: true,
  updatedAt: true,
  author: authorName,
} as const satisfies Prisma.ForumPostSelect;

export const commentSelect = {
  id: true,
  postId: true,
  authorId: true,
  content: true,
  parentCommentId: true,
  likesCount: true,
  deletedAt: true,
  deletedBy: true,
  hiddenAt: true,
  createdAt: true,
  author: authorName,
} as const satisfies Prisma.ForumCommentSelect;

const hasPage = (author: { isBanned: boolean } | null) => Boolean(author && !author.isBanned);

type PostRow = Prisma.ForumPostGetPayload<{ select: typeof postSelect }>;
type CommentRow = Prisma.ForumCommentGetPayload<{ select: typeof commentSelect }>;

/**
 * The author's tag rides along as authorName; null once the account is deleted. authorHasPage:
 * whether the tag leads to a player page (a banned player's has none). isDeleted and
 * isHidden are only ever true for admins: nobody else gets such a post.
 */
export function toPost(row: PostRow, liked: boolean) {
  const { author, deletedAt, hiddenAt, ...post } = row;
  return {
    ...post,
    deletedBy: deletedByOf(row),
    authorName: author?.username ?? null,
    authorHasPage: hasPage(author),
    isLikedByUser: liked,
    isDeleted: Boolean(deletedAt),
    isHidden: Boolean(hiddenAt),
  };
}
export type ForumPostView = ReturnType<typeof toPost>;

/**
 * A comment as the viewer may see it: a deleted or hidden one keeps its place in the thread but,
 * except for admins, without its content (the page says who removed it).
 */
export function toComment(row: CommentRow, viewer: Viewer) {
  const { author, deletedAt, hiddenAt, content, ...comment } = row;
  const shown = isShown(row) || isAdmin(viewer);
  return {
    ...comment,
    ...(shown && { content }),
    deletedBy: deletedByOf(row),
    authorName: author?.username ?? null,
    authorHasPage: hasPage(author),
    isDeleted: Boolean(deletedAt),
    isHidden: Boolean(hiddenAt),
  };
}
export type ForumCommentView = ReturnType<typeof toComment>;

/** The author, or the owner, may edit a post; other admins only their own. */
export function canEditPost(user: Viewer, post: { authorId: string | null }) {
  return Boolean(user && (post.authorId === user.id || isOwner(user)));
}

/** The author, admins and the owner may move a post to another category or delete it. */
export function canRemovePost(user: Viewer, item: { authorId: string | null }) {
  return Boolean(user && (item.authorId === user.id || isAdmin(user)));
}

/** A signed-in player may report what someone else wrote (not their own, not as a guest). */
export function canReport(user: Viewer, item: { authorId: string | null }) {
  return Boolean(user && item.authorId !== user.id);
}

/** Which of `postIds` the viewer has liked, in one query. */
async function likedPostIds(viewer: Viewer, postIds: number[]) {
  if (!viewer || postIds.length === 0) return new Set<number>();
  const likes = await prisma.postLike.findMany({
    where: { userId: viewer.id, postId: { in: postIds } },
    select: { postId: true },
  });
  return new Set(likes.map((l) => l.postId));
}

async function withLikes(viewer: Viewer, rows: PostRow[]) {
  const liked = await likedPostIds(
    viewer,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPost(row, liked.has(row.id)));
}

/** The welcome post first, then pinned ones, then newest. */
const forumOrder: Prisma.ForumPostOrderByWithRelationInput[] = [
  { isWelcome: "desc" },
  { isPinned: "desc" },
  { createdAt: "desc" },
  { id: "desc" },
];

/** GET /api/forum/posts: one page of the forum in the home page's order, optionally one category. */
export async function listPosts(viewer: Viewer, query: PostListQuery) {
  const rows = await prisma.forumPost.findMany({
    where: { ...shownWhere, ...(query.category && { category: query.category }) },
    orderBy: forumOrder,
    skip: (query.page - 1) * query.limit,
    take: query.limit,
    select: postSelect,
  });
  return withLikes(viewer, rows);
}

/** The home page's Community Forum preview: up to 6 posts, welcome and pinned first. */
export function listHomePosts() {
  return readMostly("home-posts", () => listPosts(null, { page: 1, limit: HOME_POST_COUNT }));
}

/**
 * A category's page: the welcome post, pinned posts, then newest, POSTS_PAGE_SIZE per page. A page
 * past the end is a 404, so crawlers never find endless empty pages.
 *
 * The count is read-mostly: counting walks every shown post of the category in the index (3 ms
 * for 25,000 on SQLite, most of what the page's queries cost at that size, where a page's rows
 * take 0.1 ms), and it changes only with a write, which moves the content version.
 */
export async function listCategoryPosts(category: ForumCategory, page: number) {
  const where = { category, ...shownWhere };
  const [rows, total] = await Promise.all([
    prisma.forumPost.findMany({
      where,
      orderBy: forumOrder,
      skip: (page - 1) * POSTS_PAGE_SIZE,
      take: POSTS_PAGE_SIZE,
      select: postSelect,
    }),
    readMostly(`forum-category-total:${category}`, () => prisma.forumPost.count({ where })),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  if (page > pageCount) throw new DomainError(404, PAGE_NOT_FOUND);
  return { posts: rows.map((row) => toPost(row, false)), total, page, pageCount };
}

/**
 * A post the viewer may see, by id: a deleted or hidden post is 404 for everyone but admins, as
 * if it had never been.
 */
export async function findVisiblePost<S extends Prisma.ForumPostSelect>(
  db: Tx,
  viewer: Viewer,
  id: number,
  select: S,
) {
  const row = await db.forumPost.findUnique({
    where: { id, ...(!isAdmin(viewer) && shownWhere) },
    select,
  });
  if (!row) throw new DomainError(404, POST_NOT_FOUND);
  return row;
}

/** One post with whether the viewer liked it; 404 'Post not found'. */
export async function getPost(viewer: Viewer, id: number) {
  const row = await findVisiblePost(prisma, viewer, id, postSelect);
  const [post] = await withLikes(viewer, [row]);
  return post;
}

/**
 * The latest COMMENTS_SHOWN comments of a post, oldest first (the order they are read in), removed
 * ones as placeholders; `hasOlder` when older ones are left out. It is read from the rows
 * themselves (one more than shown), not from commentsCount, which leaves the placeholders out.
 */
async function latestComments(viewer: Viewer, postId: number) {
  const rows = await prisma.forumComment.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: COMMENTS_SHOWN + 1,
    select: commentSelect,
  });
  const hasOlder = rows.length > COMMENTS_SHOWN;
  const shown = rows.slice(0, COMMENTS_SHOWN).reverse();
  return { comments: shown.map((row) => toComment(row, viewer)), hasOlder };
}

/** GET /api/forum/posts/{id}/comments: removed ones as placeholders (isDeleted, no content). */
export async function listComments(viewer: Viewer, postId: number) {
  await findVisiblePost(prisma, viewer, postId, { id: true });
  return (await latestComments(viewer, postId)).comments;
}

/**
 * Everything the post page shows: the post, its latest comments and whether older ones are left
 * out (`hasOlderComments`).
 */
export async function getPostPage(viewer: Viewer, id: number) {
  const post = await getPost(viewer, id);
  const { comments, hasOlder } = await latestComments(viewer, id);
  return { post, comments, hasOlderComments: hasOlder };
}

/**
 * Sets a post's commentsCount to the comments shown with their content, keeping its
 * dateModified: a comment removed or restored is not an edit of the post. The post's row is
 * locked before counting, so a comment added meanwhile (its increment waits for the lock) is
 * either counted here or added on top, never lost.
 */
export async function recountComments(tx: Tx, postId: number) {
  await lockRow(tx, "ForumPost", postId);
  const commentsCount = await tx.forumComment.count({ where: { postId, ...shownWhere } });
  const post = await tx.forumPost.findUnique({
    where: { id: postId },
    select: { updatedAt: true },
  });
  if (!post) return;
  await tx.forumPost.update({
    where: { id: postId },
    data: { commentsCount, updatedAt: post.updatedAt },
  });
}

/**
 * A signed-in user comments; the post's commentsCount moves in the same transaction. `key`: the
 * client's key for a comment it may resend (see idempotency.server.ts).
 */
export async function addComment(
  user: PublicUser,
  postId: number,
  input: CommentInput,
  key?: string,
) {
  return writeOnce({ actorId: user.id, key, action: "forum.comment" }, async (tx) => {
    // Comments go only under a post everyone can see, admins' included.
    const post = await findVisiblePost(tx, null, postId, {
      id: true,
      isLocked: true,
      updatedAt: true,
    });
    if (post.isLocked) throw new DomainError(403, POST_LOCKED);
    await checkNewAccountPosting(tx, user, "reply", input.content);
    const comment = await tx.forumComment.create({
      data: { postId, authorId: user.id, content: input.content },
      select: commentSelect,
    });
    await tx.forumPost.update({
      where: { id: postId },
      // A counter moving is not an edit of the post: its dateModified stays.
      data: { commentsCount: { increment: 1 }, updatedAt: post.updatedAt },
    });
    return toComment(comment, user);
  });
}

/**
 * Likes or unlikes a post: `liked` sets the state (the page's form, so a double submit without
 * JavaScript cannot flip it back), undefined toggles it (POST /api/forum/posts/{id}/like).
 * Likes of one post take turns (below) and the unique index allows one like per user and post;
 * likesCount is recounted from the rows, so it always equals them.
 */
export async function setPostLike(user: PublicUser, postId: number, liked?: boolean) {
  return prisma.$transaction(async (tx) => {
    // Likes of one post take turns: a racing like waits, then sees this one's row.
    await lockRow(tx, "ForumPost", postId);
    const post = await findVisiblePost(tx, user, postId, { id: true, updatedAt: true });
    const key = { postId_userId: { postId, userId: user.id } };
    const existing = await tx.postLike.findUnique({ where: key, select: { id: true } });
    const want = liked ?? !existing;
    if (want && !existing) {
      await tx.postLike.upsert({
        where: key,
        create: { postId, userId: user.id },
        update: {},
      });
    } else if (!want && existing) {
      await tx.postLike.deleteMany({ where: { postId, userId: user.id } });
    }
    const likesCount = await tx.postLike.count({ where: { postId } });
    await tx.forumPost.update({
      where: { id: postId },
      data: { likesCount, updatedAt: post.updatedAt },
    });
    return { liked: want, likesCount };
  });
}

/** The categories a user may pick for a new post: the four, and featured for the owner. */
export function creatableCategories(user: Viewer): readonly ForumCategory[] {
  return isOwner(user) ? ALL_CATEGORIES : FORUM_CATEGORIES;
}

/** The edit dialog's categories; a post already featured keeps that option for its author. */
export function editableCategories(user: Viewer, current: string): readonly ForumCategory[] {
  return current === FEATURED_CATEGORY ? ALL_CATEGORIES : creatableCategories(user);
}

/** The featured category is the owner's to give; a post already featured may keep it. */
function checkCategory(user: PublicUser, category: string, current?: string) {
  if (category === FEATURED_CATEGORY && !isOwner(user) && current !== FEATURED_CATEGORY) {
    throw new DomainError(403, FEATURED_OWNER_ONLY);
  }
}

/** What a patch changes of a post, for the moderation log. */
function moderationOf(
  patch: PostPatch,
  before: { isPinned: boolean; isLocked: boolean; category: string },
) {
  const actions: Array<{ action: "pin" | "unpin" | "lock" | "unlock" | "move"; detail?: string }> =
    [];
  if (patch.isPinned !== undefined && patch.isPinned !== before.isPinned) {
    actions.push({ action: patch.isPinned ? "pin" : "unpin" });
  }
  if (patch.isLocked !== undefined && patch.isLocked !== before.isLocked) {
    actions.push({ action: patch.isLocked ? "lock" : "unlock" });
  }
  if (patch.category !== undefined && patch.category !== before.category) {
    // Labels, not slugs: the log is read by people.
    const from = categoryLabel(before.category);
    actions.push({ action: "move", detail: `${from} → ${categoryLabel(patch.category)}` });
  }
  return actions;
}

/**
 * PATCH a post: its title and content (the author, the owner), its category (alone: a move, also
 * for admins), whether it is pinned or locked (admins, the owner). Pinning, locking and moving are
 * not edits: the post's dateModified moves only with its title or content.
 */
export async function updatePost(user: PublicUser, id: number, patch: PostPatch) {
  const changes = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (changes.length === 0) throw new DomainError(400, NOTHING_TO_CHANGE);
  await prisma.$transaction(async (tx) => {
    const post = await findVisiblePost(tx, user, id, {
      id: true,
      authorId: true,
      category: true,
      isPinned: true,
      isLocked: true,
      updatedAt: true,
    });
    const edits = patch.title !== undefined || patch.content !== undefined;
    if (patch.isPinned !== undefined || patch.isLocked !== undefined) {
      requireAdmin(user, PIN_LOCK_ADMINS_ONLY);
    }
    if (edits && !canEditPost(user, post)) throw new DomainError(403, EDIT_FORBIDDEN);
    if (patch.category !== undefined) {
      if (!edits && !canRemovePost(user, post)) throw new DomainError(403, MOVE_FORBIDDEN);
      checkCategory(user, patch.category, post.category);
    }
    if (patch.content !== undefined) checkNewAccountLinks(user, patch.content);
    await tx.forumPost.update({
      where: { id },
      data: { ...patch, ...(!edits && { updatedAt: post.updatedAt }) },
    });
    for (const { action, detail } of moderationOf(patch, post)) {
      await logModeration(tx, user, action, { type: "post", id }, detail);
    }
  });
  return getPost(user, id);
}

/** A signed-in user starts a thread (a forum needs it). `key`: as for addComment. */
export async function createPost(user: PublicUser, input: PostInput, key?: string) {
  checkCategory(user, input.category);
  return writeOnce({ actorId: user.id, key, action: "forum.post" }, async (tx) => {
    await checkNewAccountPosting(tx, user, "thread", input.content);
    const row = await tx.forumPost.create({
      data: {
        title: input.title,
        category: input.category,
        content: input.content,
        authorId: user.id,
      },
      select: postSelect,
    });
    return toPost(row, false);
  });
}

/** One page of the posts in the sitemap, oldest first (so a part keeps its URLs as posts come). */
export function postsForSitemap(skip: number, take: number) {
  return prisma.forumPost.findMany({
    where: shownWhere,
    orderBy: { id: "asc" },
    skip,
    take,
    select: { id: true, updatedAt: true },
  });
}

export function countPostsForSitemap() {
  return prisma.forumPost.count({ where: shownWhere });
}

/** The categories that have posts, with their newest change, for the sitemap. */
export async function categoriesForSitemap() {
  const groups = await prisma.forumPost.groupBy({
    by: ["category"],
    where: { category: { in: [...ALL_CATEGORIES] }, ...shownWhere },
    _max: { updatedAt: true },
  });
  return groups.map((g) => ({ category: g.category, updatedAt: g._max.updatedAt }));
}
