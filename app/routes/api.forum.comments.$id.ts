import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { commentIdOf, deleteComment } from "~/models/forum-moderation.server";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/forum/comments/{id}: the author, admins, the owner (the thread keeps a placeholder). */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await deleteComment(user, commentIdOf(params.id)));
  });
}
