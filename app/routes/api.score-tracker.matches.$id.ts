import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { deleteMatch, MATCH_NOT_FOUND } from "~/models/score.server";
import { parseId } from "~/utils/id";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/score-tracker/matches/{id}: the owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    if (id === null) return apiError(404, MATCH_NOT_FOUND);
    await deleteMatch(user, id);
    return apiJson({ success: true });
  });
}
