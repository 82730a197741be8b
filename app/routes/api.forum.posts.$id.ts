import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { getUser, requireApiUser } from "~/http/session.server";
import { deletePost } from "~/models/forum-moderation.server";
import { getPost, postIdOf, updatePost } from "~/models/forum.server";
import { postPatchSchema } from "~/schemas/forum";

const METHODS = ["GET", "PATCH", "DELETE"];

/** GET /api/forum/posts/{id}: the post with isLikedByUser; 404 'Post not found'. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const id = postIdOf(params.id);
    return apiJson(await getPost(await getUser(request), id));
  });
}

/**
 * PATCH /api/forum/posts/{id}: any of {title, content, category} (the author, the owner), the
 * category alone (also admins: a move), {isPinned, isLocked} (admins, the owner).
 * DELETE /api/forum/posts/{id}: the author, admins, the owner (a soft delete).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method === "DELETE") {
    return handleApi(async () => {
      const user = await requireApiUser(request);
      return apiJson(await deletePost(user, postIdOf(params.id)));
    });
  }
  if (request.method !== "PATCH") return methodNotAllowed(METHODS);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = postIdOf(params.id);
    // Who may change what depends on what the patch changes: the domain, as for the page.
    const patch = await readBody(request, postPatchSchema);
    return apiJson(await updatePost(user, id, patch));
  });
}
