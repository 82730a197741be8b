import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed } from "~/http/api.server";
import { listRankedPlayers, rankingFiltersFromSearchParams } from "~/models/ranking.server";

/**
 * GET /api/rankings?q=&region=&character=: the ranked players matching the filters, in rank
 * order (the same domain function and parameters as the /rankings page). Public, static data.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = rankingFiltersFromSearchParams(new URL(request.url).searchParams);
  return apiJson(listRankedPlayers(filters), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

export const action = () => methodNotAllowed(["GET"]);
