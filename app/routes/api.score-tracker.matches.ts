import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { recentSets } from "~/models/set.server";

/** GET /api/score-tracker/matches: the signed-in user's 10 newest sets. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await recentSets(await requireApiUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
