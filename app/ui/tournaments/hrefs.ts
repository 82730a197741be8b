import type { TournamentQuery } from "~/schemas/tournament";
import { PAGE_SIZE } from "~/schemas/tournament-options";
import { withQuery } from "~/utils/href";

const DEFAULTS: Omit<TournamentQuery, "limit"> = {
  q: "",
  region: "all",
  type: "all",
  timeframe: "30days",
  mode: "upcoming",
};

/**
 * The list's URL for a state: only what differs from the defaults, so shared links stay short.
 * Changing a filter or the mode drops the limit: the list goes back to one page.
 */
export function tournamentListHref(query: TournamentQuery, change: Partial<TournamentQuery> = {}) {
  const next = { ...query, ...change };
  if (!("limit" in change)) next.limit = PAGE_SIZE;
  const params = new URLSearchParams();
  for (const key of ["q", "region", "type", "timeframe", "mode"] as const) {
    if (next[key] !== DEFAULTS[key]) params.set(key, next[key]);
  }
  if (next.limit !== PAGE_SIZE) params.set("limit", String(next.limit));
  return withQuery("/tournaments", params);
}
