import { z } from "zod";

/** The kinds of result, in the order they are shown. */
export const SEARCH_KINDS = ["tournaments", "posts", "comments", "players"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TYPES = ["all", ...SEARCH_KINDS] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const MAX_SEARCH_LENGTH = 200;
/** Deeper pages are not worth the database's time: nobody reads the 51st page of hits. */
export const MAX_SEARCH_PAGE = 50;

// The search's state lives in the URL; an unknown type or page falls back to the default.
const searchParamsSchema = z.object({
  q: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string()),
  type: z.preprocess(
    (v) => ((SEARCH_TYPES as readonly unknown[]).includes(v) ? v : "all"),
    z.enum(SEARCH_TYPES),
  ),
  page: z.preprocess((v) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_SEARCH_PAGE) : 1;
  }, z.number()),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** Reads ?q=&type=&page=; never fails (the domain judges the query's length). */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  return searchParamsSchema.parse(Object.fromEntries(params));
}
