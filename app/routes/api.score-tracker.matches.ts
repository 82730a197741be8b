import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { recentMatches } from "~/models/score.server";

/** GET /api/score-tracker/matches: the signed-in user's 10 newest matches. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await recentMatches(await requireApiUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
