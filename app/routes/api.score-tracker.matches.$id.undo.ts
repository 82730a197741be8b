import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed } from "~/http/api.server";
import { handleSetApi } from "~/http/set-api.server";
import { undoStep } from "~/models/set.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/matches/{id}/undo: the set with its last step (strike, ban, pick, game
 * or point) taken back, score and stage selection counted again. 409 when there is nothing to
 * undo; 403 for anyone but its player (the step just taken) and the owner and admins (any step).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, setId) =>
    apiJson(await undoStep(user, setId)),
  );
}
