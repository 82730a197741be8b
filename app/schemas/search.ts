import { z } from "zod";
import { pageParam } from "~/schemas/page-param";
import { MAX_SEARCH_PAGE, SEARCH_TYPES } from "~/schemas/search-limits";

// The kinds and limits are plain values, in a module without zod, for the top bar.
export * from "~/schemas/search-limits";

// The search's state lives in the URL; an unknown type or page falls back to the default.
const searchParamsSchema = z.object({
  q: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string()),
  type: z.preprocess(
    (v) => ((SEARCH_TYPES as readonly unknown[]).includes(v) ? v : "all"),
    z.enum(SEARCH_TYPES),
  ),
  page: pageParam(MAX_SEARCH_PAGE),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** Reads ?q=&type=&page=; never fails (the domain judges the query's length). */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  return searchParamsSchema.parse(Object.fromEntries(params));
}
