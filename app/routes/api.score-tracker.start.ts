import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { startSet } from "~/models/set.server";
import { startSetSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/score-tracker/start {player1Name, player2Name, targetScore}: the new set (201). */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, startSetSchema);
    return apiJson(await startSet(user, input), { status: 201 });
  });
}
