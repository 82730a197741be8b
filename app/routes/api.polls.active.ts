import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { getUser } from "~/http/session.server";
import { listActivePolls } from "~/models/poll.server";

/**
 * GET /api/polls/active: the active polls, newest first (the home page shows the first), with
 * counts, percentages, the total and, for a signed-in user, `userVote` (the option they chose).
 * Guests get the same results with `userVote: null`.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => apiJson(await listActivePolls(await getUser(request))));
}

export const action = () => methodNotAllowed(["GET"]);
