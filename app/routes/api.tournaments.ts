import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { getUser } from "~/http/session.server";
import { listTournamentsForApi } from "~/models/tournament.server";
import { MAX_LIMIT, parseTournamentQuery, TOURNAMENT_STATUSES } from "~/schemas/tournament";

const API_DEFAULT_LIMIT = 100;

/**
 * GET /api/tournaments: the tournament list as JSON. Without `mode` it is every visible
 * tournament by start date (at most `limit`, default 100); with `mode=upcoming|past` it takes
 * the page's filters (q, region, type, timeframe, limit). Admins also see pending and rejected
 * submissions (or one `status`) with the submitter's email.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const query = parseTournamentQuery(params);
    const status = params.get("status");
    return apiJson(
      await listTournamentsForApi(await getUser(request), {
        list: params.has("mode") ? query : null,
        status: TOURNAMENT_STATUSES.includes(status as never) ? status : null,
        limit: params.has("limit") ? query.limit : Math.min(API_DEFAULT_LIMIT, MAX_LIMIT),
      }),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
