import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { postIdOf, setPostLike } from "~/models/forum.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/forum/posts/{id}/like: toggles the user's like; answers {liked, likesCount}. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await setPostLike(user, postIdOf(params.id)));
  });
}
