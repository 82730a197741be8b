import { z } from "zod";
import { isForumCategory } from "~/schemas/forum-categories";

// The categories are plain values, in a module without zod, for the shell and the home page.
export * from "~/schemas/forum-categories";

export const TITLE_MAX = 255;
export const CATEGORY_MAX = 100;
export const CONTENT_MAX = 10_000;
export const COMMENT_MAX = 2_000;

/** How many posts the home page's preview shows. */
export const HOME_POST_COUNT = 6;
/** Category pages and the /api list. */
export const POSTS_PAGE_SIZE = 20;
export const API_MAX_LIMIT = 100;
/** Comments shown under a post: the latest ones, oldest first. */
export const COMMENTS_SHOWN = 200;

export const POST_NOT_FOUND = "Post not found";
export const COMMENT_EMPTY = "Comment cannot be empty";

// Browsers send a textarea's line breaks as CRLF; stored as LF, so a length counts what was typed.
const lineFeeds = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n") : v);

// Conform turns an empty field into undefined, so "required" and "too short" say the same thing.
const requiredText = (message: string, max: number, what: string) =>
  z.preprocess(
    lineFeeds,
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, `${what} must be at most ${max} characters`),
  );

/** The post form (create and edit) and POST / PATCH /api/forum/posts. */
export const postInputSchema = z.object({
  title: requiredText("Title is required", TITLE_MAX, "Title"),
  category: requiredText("Category is required", CATEGORY_MAX, "Category").refine(
    isForumCategory,
    "Choose one of the forum's categories",
  ),
  content: requiredText("Content is required", CONTENT_MAX, "Content"),
});
export type PostInput = z.output<typeof postInputSchema>;

/** The comment form and POST /api/forum/posts/{id}/comments. */
export const commentInputSchema = z.object({
  content: requiredText(COMMENT_EMPTY, COMMENT_MAX, "Comment"),
});
export type CommentInput = z.output<typeof commentInputSchema>;

/** GET /api/forum/posts: ?category=&limit=&page= ; anything unreadable falls back. */
export const postListQuerySchema = z.object({
  category: z.preprocess((v) => (isForumCategory(v) ? v : undefined), z.string().optional()),
  limit: z.preprocess((v) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) && n >= 1 ? Math.min(n, API_MAX_LIMIT) : POSTS_PAGE_SIZE;
  }, z.number()),
  page: pageNumber(),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

/** ?page=N: a positive whole number, 1 when missing or unreadable. */
export function pageNumber() {
  return z.preprocess((v) => {
    const n = typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : 1;
    return n >= 1 ? n : 1;
  }, z.number());
}
