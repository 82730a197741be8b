import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed } from "~/http/api.server";
import { handleSetApi } from "~/http/set-api.server";
import { disputeSet } from "~/models/set.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/matches/{id}/dispute: the linked opponent disputes the set: it never counts.
 * 403 for anyone but the linked opponent; 409 once answered, for a bracket set, or a set
 * without a linked opponent.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, setId) =>
    apiJson(await disputeSet(user, setId)),
  );
}
