import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteMatch, MATCH_NOT_FOUND } from "~/models/score.server";
import { matchIdSchema } from "~/schemas/score";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/score-tracker/matches/{id}: the owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = matchIdSchema.safeParse(params.id);
    if (!/^\d+$/.test(params.id ?? "") || !id.success) return apiError(404, MATCH_NOT_FOUND);
    await deleteMatch(user, id.data);
    return apiJson({ success: true });
  });
}
