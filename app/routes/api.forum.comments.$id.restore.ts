import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { commentIdOf, restoreComment } from "~/models/forum-moderation.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/forum/comments/{id}/restore: admins and the owner; content and count come back. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await restoreComment(user, commentIdOf(params.id)));
  });
}
