import { z } from "zod";
import { TIMEFRAMES } from "~/models/timeframe";
import { pageParam } from "~/schemas/page-param";
import { DAY_MS } from "~/utils/dates";

export const INVALID_TIMEFRAME = "Timeframe must be week, month or year";
export const USER_ID_REQUIRED = "Please enter a valid user ID.";
export const FEATURED_TEXT_REQUIRED = "Please enter the featured update text.";
/** What non-owners read on admin requests (the page's note and the 403's body). */
export const OWNER_REQUIRED_FOR_REQUESTS = "Owner access required to process admin requests";

/** The longest text the admin list is searched for (a tag or an email address fits). */
export const USER_QUERY_MAX_LENGTH = 100;
/** Deeper than any site's account list goes: 1,000,000 accounts at 100 a page. */
const MAX_USERS_PAGE = 10_000;

const userListSchema = z.object({
  query: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string()),
  page: pageParam(MAX_USERS_PAGE),
});

/**
 * The admin list's query and page, from the page's ?users=&usersPage= or the API's ?q=&page=:
 * never fails (the domain judges the query's length).
 */
export const parseUserList = (query: string | null, page: string | null) =>
  userListSchema.parse({ query, page });

export const timeframeSchema = z.enum(TIMEFRAMES, {
  errorMap: () => ({ message: INVALID_TIMEFRAME }),
});

/** POST /api/admin/acknowledge-new-users {timeframe}. */
export const acknowledgeSchema = z.object({ timeframe: timeframeSchema });

/** /admin-setup and POST /api/admin/make-admin {userId}. */
export const makeAdminSchema = z.object({
  userId: z
    .string({ required_error: USER_ID_REQUIRED, invalid_type_error: USER_ID_REQUIRED })
    .trim()
    .min(1, USER_ID_REQUIRED)
    .max(100, USER_ID_REQUIRED),
});

/**
 * PATCH /api/admin-requests/{id}. The spec's client also sends userId, processedBy and
 * processedAt: they are accepted and ignored (the server knows who acted, and when).
 */
export const processAdminRequestSchema = z.object({
  status: z.enum(["approved", "rejected"], {
    errorMap: () => ({ message: "Status must be approved or rejected" }),
  }),
});

const featuredText = z
  .string({ required_error: FEATURED_TEXT_REQUIRED, invalid_type_error: FEATURED_TEXT_REQUIRED })
  .trim()
  .min(1, FEATURED_TEXT_REQUIRED)
  .max(500, "Featured update text must be at most 500 characters");
const featuredOrder = z
  .number({ invalid_type_error: "Order must be a whole number" })
  .int("Order must be a whole number")
  .min(0, "Order must be a whole number")
  .max(100_000, "Order is too large");
const featuredActive = z.boolean({ invalid_type_error: "isActive must be true or false" });

export const featuredUpdateCreateSchema = z.object({
  text: featuredText,
  order: featuredOrder.optional(),
  isActive: featuredActive.optional(),
});

export const featuredUpdatePatchSchema = z
  .object({
    text: featuredText.optional(),
    order: featuredOrder.optional(),
    isActive: featuredActive.optional(),
  })
  .refine((v) => v.text !== undefined || v.order !== undefined || v.isActive !== undefined, {
    message: "Nothing to update",
  });

export const featuredReorderSchema = z.object({
  ids: z
    .array(z.string().min(1), { required_error: "ids must be a list of featured update ids" })
    .max(500, "Too many ids"),
});

export type FeaturedUpdateCreate = z.output<typeof featuredUpdateCreateSchema>;
export type FeaturedUpdatePatch = z.output<typeof featuredUpdatePatchSchema>;

/** The longest reason a ban gives (shown to the banned player at sign-in). */
export const BAN_REASON_MAX_LENGTH = 500;
/** The furthest a ban's end may lie: beyond it, a ban is one without an end. */
export const BAN_MAX_DAYS = 3650;
export const BAN_REASON_TOO_LONG = `A ban's reason is at most ${BAN_REASON_MAX_LENGTH} characters.`;
export const BAN_END_PAST = "A ban's end must be in the future.";
export const BAN_END_TOO_FAR = `A ban's end must be within ${BAN_MAX_DAYS} days.`;
export const BAN_END_INVALID = "A ban's end must be a date and time.";

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/**
 * POST /api/admin/users/{id}/ban (optional body) and the admin page's ban forms: why, and until
 * when (an ISO date-time). Neither: a ban without end.
 */
export const banSchema = z
  .object({
    reason: z.preprocess(
      blankToUndefined,
      z.string().trim().max(BAN_REASON_MAX_LENGTH, BAN_REASON_TOO_LONG).optional(),
    ),
    until: z.preprocess(
      blankToUndefined,
      z.coerce.date({ errorMap: () => ({ message: BAN_END_INVALID }) }).optional(),
    ),
  })
  .superRefine(({ until }, ctx) => {
    if (!until) return;
    const now = Date.now();
    if (until.getTime() <= now) {
      ctx.addIssue({ code: "custom", path: ["until"], message: BAN_END_PAST });
    } else if (until.getTime() > now + BAN_MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: "custom", path: ["until"], message: BAN_END_TOO_FAR });
    }
  });
export type BanInput = z.infer<typeof banSchema>;

/** The admin page's ban lengths, in days (0: no end); a phone picks one instead of a date. */
export const BAN_LENGTHS = [0, 1, 7, 30, 365] as const;

/** The admin page's ban form: a reason and a length from BAN_LENGTHS, read as `until`. */
export const banFormSchema = z
  .object({
    reason: z.string().optional(),
    days: z.coerce
      .number()
      .refine((d) => (BAN_LENGTHS as readonly number[]).includes(d), "Pick a ban length.")
      .default(0),
  })
  .transform(({ reason, days }) => ({
    reason,
    until: days > 0 ? new Date(Date.now() + days * DAY_MS) : undefined,
  }))
  .pipe(banSchema);
