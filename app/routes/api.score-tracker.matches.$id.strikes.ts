import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, readBody } from "~/http/api.server";
import { handleSetApi } from "~/http/set-api.server";
import { strikeStage } from "~/models/set.server";
import { strikeSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/score-tracker/matches/{id}/strikes {stage}: game 1 strikes a starter, later games'
 * winner bans a stage. The set, with its `stageSelection`.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, setId) => {
    const { stage } = await readBody(request, strikeSchema);
    return apiJson(await strikeStage(user, setId, stage));
  });
}
