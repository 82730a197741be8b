import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/permissions.server";
import { getVoteDetails, POLL_NOT_FOUND } from "~/models/poll.server";
import { parsePollId } from "~/schemas/poll";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { DomainError } from "~/utils/domain-error";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET /api/polls/{id}/vote-details: admins; per option optionId, optionText, voteCount and the
 * voters (username, 'Anonymous' for a deleted account; votedAt), newest vote first.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    requireAdmin(user);
    const id = parsePollId(params.id);
    if (id === null) throw new DomainError(404, POLL_NOT_FOUND);
    return apiJson((await getVoteDetails(user, id)).options);
  });
}

export const action = () => methodNotAllowed(["GET"]);
