import type { SearchType } from "~/schemas/search";
import { withQuery } from "~/utils/href";

/** /search for a query, a group and a page: only what differs from the defaults. */
export function searchHref(q: string, type: SearchType = "all", page = 1) {
  const params = new URLSearchParams({ q });
  if (type !== "all") params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return withQuery("/search", params);
}
