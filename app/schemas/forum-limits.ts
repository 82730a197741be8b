// Plain values, no zod: the forum's forms and dialogs show them on the first load; the schemas
// that check them (~/schemas/forum) are fetched after hydration.

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

export const REPORT_REASONS = ["spam", "abuse", "off-topic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  abuse: "Abuse",
  "off-topic": "Off-topic",
  other: "Other",
};
export const REPORT_TARGETS = ["post", "comment"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_DETAILS_MAX = 500;
