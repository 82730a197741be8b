import type { ActionFunctionArgs } from "@remix-run/node";
import { POLL_NOT_FOUND, votePoll } from "~/models/poll.server";
import { parsePollId, voteSchema } from "~/schemas/poll";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/utils/api.server";
import { DomainError } from "~/utils/domain-error";
import { requireApiUser } from "~/utils/session.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/polls/{pollId}/vote {optionId}: signed-in users, once per poll (201 with the
 * results; 409 'You have already voted in this poll.'; 409 for an inactive poll).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = parsePollId(params.id);
    if (id === null) throw new DomainError(404, POLL_NOT_FOUND);
    const { optionId } = await readBody(request, voteSchema);
    return apiJson(await votePoll(user, id, optionId), { status: 201 });
  });
}
