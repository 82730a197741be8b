import type { LoaderFunctionArgs } from "@remix-run/node";
import { createAction } from "~/http/api-actions.server";
import { apiJson, handleApi } from "~/http/api.server";
import { getUser } from "~/http/session.server";
import { addComment, listComments, postIdOf } from "~/models/forum.server";
import { commentInputSchema } from "~/schemas/forum";

/**
 * GET /api/forum/posts/{id}/comments: the latest 200, oldest first; a removed one keeps its place
 * with isDeleted (or isHidden) and, except for admins, no content.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const id = postIdOf(params.id);
    return apiJson(await listComments(await getUser(request), id));
  });
}

/** POST /api/forum/posts/{id}/comments {content}: signed-in users (201); `Idempotency-Key` as for posts. */
export const action = createAction({
  schema: commentInputSchema,
  allow: ["GET", "POST"],
  target: (params) => postIdOf(params.id),
  create: (actor, input, idempotencyKey, postId) =>
    addComment(actor, postId, input, idempotencyKey),
});
