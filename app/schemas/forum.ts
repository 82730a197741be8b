import { z } from "zod";
import { isForumCategory } from "~/schemas/forum-categories";
import {
  API_MAX_LIMIT,
  CATEGORY_MAX,
  COMMENT_EMPTY,
  COMMENT_MAX,
  CONTENT_MAX,
  POSTS_PAGE_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  TITLE_MAX,
} from "~/schemas/forum-limits";
import { idSchema } from "~/utils/id";

// The categories, limits and report reasons are plain values, in modules without zod, for the
// shell and the pages whose forms load this module only once hydrated.
export * from "~/schemas/forum-categories";
export * from "~/schemas/forum-limits";

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

/**
 * PATCH /api/forum/posts/{id}: any of the post form's fields (the author, the owner), the
 * category alone (a move), isPinned and isLocked (admins, the owner).
 */
export const postPatchSchema = z.object({
  title: postInputSchema.shape.title.optional(),
  category: postInputSchema.shape.category.optional(),
  content: postInputSchema.shape.content.optional(),
  isPinned: z.boolean({ invalid_type_error: "isPinned must be true or false" }).optional(),
  isLocked: z.boolean({ invalid_type_error: "isLocked must be true or false" }).optional(),
});
export type PostPatch = z.output<typeof postPatchSchema>;

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

/** POST /api/reports and the report form of a post page. */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { message: "targetType must be post or comment" }),
  targetId: idSchema("targetId must be a post's or comment's id"),
  reason: z.enum(REPORT_REASONS, { message: "Choose a reason: spam, abuse, off-topic or other" }),
  details: z.preprocess(
    (v) => (typeof v === "string" ? lineFeeds(v) : v),
    z
      .string({ invalid_type_error: "details must be text" })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  ),
});
export type ReportInput = z.output<typeof reportInputSchema>;

export const REPORT_STATUSES = ["open", "removed", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** ?status= of the reports list: one of the statuses, or every report when missing or unknown. */
export const reportStatusOf = (value: unknown): ReportStatus | undefined =>
  (REPORT_STATUSES as readonly unknown[]).includes(value) ? (value as ReportStatus) : undefined;

/** PATCH /api/admin/reports/{id} and the admin page's report buttons. */
export const reportResolutionSchema = z.object({
  action: z.enum(["remove", "dismiss"], { message: "action must be remove or dismiss" }),
});
export type ReportResolution = z.output<typeof reportResolutionSchema>["action"];
