import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, readBody } from "~/http/api.server";
import { handleSetApi } from "~/http/set-api.server";
import { pickStage } from "~/models/set.server";
import { pickSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/matches/{id}/pick {stage, gentlemans?}: the last game's loser picks.
 * The set, with its `stageSelection` done.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, setId) => {
    const { stage, gentlemans } = await readBody(request, pickSchema);
    return apiJson(await pickStage(user, setId, stage, gentlemans));
  });
}
