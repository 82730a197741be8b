import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { restorePost } from "~/models/forum-moderation.server";
import { postIdOf } from "~/models/forum.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/forum/posts/{id}/restore: admins and the owner bring a deleted or hidden post back. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await restorePost(user, postIdOf(params.id)));
  });
}
