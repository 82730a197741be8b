import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { pollIdOf, votePoll } from "~/models/poll.server";
import { voteSchema } from "~/schemas/poll";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/polls/{pollId}/vote {optionId}: signed-in users, once per poll (201 with the
 * results; 409 'You have already voted in this poll.'; 409 for an inactive poll).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = pollIdOf(params.id);
    const { optionId } = await readBody(request, voteSchema);
    return apiJson(await votePoll(user, id, optionId), { status: 201 });
  });
}
