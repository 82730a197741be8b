import type { Prisma } from "@prisma/client";
import { readMostly } from "~/content-version.server";
import { prisma } from "~/db.server";
import { isOwner, type PublicUser } from "~/models/user.server";
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
} from "~/schemas/forum";
import { DomainError } from "~/utils/domain-error";
import { parseId } from "~/utils/id";

export const PAGE_NOT_FOUND = "Page not found";
export const EDIT_FORBIDDEN = "Only the author or the owner can edit this post";
export const FEATURED_OWNER_ONLY = "Only the owner can feature a post";
export const POST_LOCKED = "This post is locked: no new comments";

/** A post id from a URL; anything but a positive 32-bit integer names no post (404). */
export function postIdOf(raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw new DomainError(404, POST_NOT_FOUND);
  return id;
}

type Viewer = Pick<PublicUser, "id" | "role"> | null | undefined;

const authorName = { select: { username: true } } as const;

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
  likesCount: true,
  commentsCount: true,
  sharesCount: true,
  createdAt: true,
  updatedAt: true,
  author: authorName,
} as const satisfies Prisma.ForumPostSelect;

const commentSelect = {
  id: true,
  postId: true,
  authorId: true,
  content: true,
  parentCommentId: true,
  likesCount: true,
  createdAt: true,
  author: authorName,
} as const satisfies Prisma.ForumCommentSelect;

type PostRow = Prisma.ForumPostGetPayload<{ select: typeof postSelect }>;
type CommentRow = Prisma.ForumCommentGetPayload<{ select: typeof commentSelect }>;

/** The author's tag rides along as authorName; null once the account is deleted. */
function toPost(row: PostRow, liked: boolean) {
  const { author, ...post } = row;
  return { ...post, authorName: author?.username ?? null, isLikedByUser: liked };
}
export type ForumPostView = ReturnType<typeof toPost>;

function toComment(row: CommentRow) {
  const { author, ...comment } = row;
  return { ...comment, authorName: author?.username ?? null };
}
export type ForumCommentView = ReturnType<typeof toComment>;

/** The author, or the owner, may edit a post; other admins only their own. */
export function canEditPost(user: Viewer, post: { authorId: string | null }) {
  return Boolean(user && (post.authorId === user.id || isOwner(user)));
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
    where: query.category ? { category: query.category } : undefined,
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
 * A category's page: newest first, POSTS_PAGE_SIZE per page. A page past the end is a 404, so
 * crawlers never find endless empty pages.
 */
export async function listCategoryPosts(category: ForumCategory, page: number) {
  const where = { category };
  const [rows, total] = await Promise.all([
    prisma.forumPost.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * POSTS_PAGE_SIZE,
      take: POSTS_PAGE_SIZE,
      select: postSelect,
    }),
    prisma.forumPost.count({ where }),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  if (page > pageCount) throw new DomainError(404, PAGE_NOT_FOUND);
  return { posts: rows.map((row) => toPost(row, false)), total, page, pageCount };
}

/** One post with whether the viewer liked it; 404 'Post not found'. */
export async function getPost(viewer: Viewer, id: number) {
  const row = await prisma.forumPost.findUnique({ where: { id }, select: postSelect });
  if (!row) throw new DomainError(404, POST_NOT_FOUND);
  const [post] = await withLikes(viewer, [row]);
  return post;
}

/** The latest `take` comments of a post, oldest first (the order they are read in). */
async function latestComments(postId: number, take = COMMENTS_SHOWN) {
  const rows = await prisma.forumComment.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: commentSelect,
  });
  return rows.reverse().map(toComment);
}

/** GET /api/forum/posts/{id}/comments. */
export async function listComments(postId: number) {
  const post = await prisma.forumPost.findUnique({ where: { id: postId }, select: { id: true } });
  if (!post) throw new DomainError(404, POST_NOT_FOUND);
  return latestComments(postId);
}

/** Everything the post page shows: the post and its latest comments. */
export async function getPostPage(viewer: Viewer, id: number) {
  const post = await getPost(viewer, id);
  return { post, comments: await latestComments(id) };
}

/** A signed-in user comments; the post's commentsCount moves in the same transaction. */
export async function addComment(user: PublicUser, postId: number, input: CommentInput) {
  return prisma.$transaction(async (tx) => {
    const post = await tx.forumPost.findUnique({
      where: { id: postId },
      select: { id: true, isLocked: true, updatedAt: true },
    });
    if (!post) throw new DomainError(404, POST_NOT_FOUND);
    if (post.isLocked) throw new DomainError(403, POST_LOCKED);
    const comment = await tx.forumComment.create({
      data: { postId, authorId: user.id, content: input.content },
      select: commentSelect,
    });
    await tx.forumPost.update({
      where: { id: postId },
      // A counter moving is not an edit of the post: its dateModified stays.
      data: { commentsCount: { increment: 1 }, updatedAt: post.updatedAt },
    });
    return toComment(comment);
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
    // SQLite runs one write transaction at a time; on PostgreSQL this no-op update holds the
    // post's row lock until commit, so a racing like waits, then sees this one's row.
    await tx.$executeRaw`UPDATE "ForumPost" SET "likesCount" = "likesCount" WHERE "id" = ${postId}`;
    const post = await tx.forumPost.findUnique({
      where: { id: postId },
      select: { id: true, updatedAt: true },
    });
    if (!post) throw new DomainError(404, POST_NOT_FOUND);
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

/** 404 for an unknown post, 403 unless the user may edit it. */
export async function requireEditablePost(user: PublicUser, id: number) {
  const post = await prisma.forumPost.findUnique({
    where: { id },
    select: { id: true, authorId: true, category: true },
  });
  if (!post) throw new DomainError(404, POST_NOT_FOUND);
  if (!canEditPost(user, post)) throw new DomainError(403, EDIT_FORBIDDEN);
  return post;
}

/** The author or the owner edits a post's title, category and content. */
export async function updatePost(user: PublicUser, id: number, input: PostInput) {
  const post = await requireEditablePost(user, id);
  checkCategory(user, input.category, post.category);
  await prisma.forumPost.update({
    where: { id },
    data: { title: input.title, category: input.category, content: input.content },
  });
  return getPost(user, id);
}

/** A signed-in user starts a thread (a forum needs it). */
export async function createPost(user: PublicUser, input: PostInput) {
  checkCategory(user, input.category);
  const row = await prisma.forumPost.create({
    data: {
      title: input.title,
      category: input.category,
      content: input.content,
      authorId: user.id,
    },
    select: postSelect,
  });
  return toPost(row, false);
}

/** The posts for the sitemap (50,000 URLs at most, shared with other pages): newest first. */
export function postsForSitemap(skip: number, take: number) {
  return prisma.forumPost.findMany({
    orderBy: { id: "asc" },
    skip,
    take,
    select: { id: true, updatedAt: true },
  });
}

export function countPostsForSitemap() {
  return prisma.forumPost.count();
}

/** The categories that have posts, with their newest change, for the sitemap. */
export async function categoriesForSitemap() {
  const groups = await prisma.forumPost.groupBy({
    by: ["category"],
    where: { category: { in: [...ALL_CATEGORIES] } },
    _max: { updatedAt: true },
  });
  return groups.map((g) => ({ category: g.category, updatedAt: g._max.updatedAt }));
}
