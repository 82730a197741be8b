import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { requireAdmin } from "~/models/permissions.server";
import { getVoteDetails, pollIdOf } from "~/models/poll.server";

/**
 * GET /api/polls/{id}/vote-details: admins; per option optionId, optionText, voteCount and the
 * voters (username, 'Anonymous' for a deleted account; votedAt), newest vote first.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    requireAdmin(user);
    const id = pollIdOf(params.id);
    return apiJson((await getVoteDetails(user, id)).options);
  });
}

export const action = () => methodNotAllowed(["GET"]);
