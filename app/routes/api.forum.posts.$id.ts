import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { getUser, requireApiUser } from "~/http/session.server";
import { getPost, postIdOf, requireEditablePost, updatePost } from "~/models/forum.server";
import { postInputSchema } from "~/schemas/forum";

/** GET /api/forum/posts/{id}: the post with isLikedByUser; 404 'Post not found'. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const id = postIdOf(params.id);
    return apiJson(await getPost(await getUser(request), id));
  });
}

/** PATCH /api/forum/posts/{id} {title, content, category}: the author or the owner. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = postIdOf(params.id);
    // Who may edit is settled before the body is read: a stranger gets 403 whatever they send.
    await requireEditablePost(user, id);
    const input = await readBody(request, postInputSchema);
    return apiJson(await updatePost(user, id, input));
  });
}
