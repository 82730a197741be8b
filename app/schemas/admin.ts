import { z } from "zod";
import { TIMEFRAMES } from "~/models/timeframe";
import { pageParam } from "~/schemas/page-param";

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
