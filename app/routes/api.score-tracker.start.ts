import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { startMatch } from "~/models/score.server";
import { startMatchSchema } from "~/schemas/score";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/score-tracker/start {player1Name, player2Name, targetScore}: the new match (201). */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, startMatchSchema);
    return apiJson(await startMatch(user, input), { status: 201 });
  });
}
