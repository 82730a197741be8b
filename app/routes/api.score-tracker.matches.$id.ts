import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { deleteSet, getSet, SET_NOT_FOUND } from "~/models/set.server";
import { parseId } from "~/utils/parse-id";

/** GET /api/score-tracker/matches/{id}: the set with its games and stage selection (public). */
export function loader({ params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const id = parseId(params.id);
    if (id === null) return apiError(404, SET_NOT_FOUND);
    return apiJson(await getSet(id));
  });
}

/** DELETE /api/score-tracker/matches/{id}: the owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    if (id === null) return apiError(404, SET_NOT_FOUND);
    await deleteSet(user, id);
    return apiJson({ success: true });
  });
}
