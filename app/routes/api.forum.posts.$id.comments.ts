import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  apiJson,
  handleApi,
  idempotencyKeyOf,
  methodNotAllowed,
  readBody,
} from "~/http/api.server";
import { getUser, requireApiUser } from "~/http/session.server";
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
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = postIdOf(params.id);
    const input = await readBody(request, commentInputSchema);
    const comment = await addComment(user, id, input, idempotencyKeyOf(request));
    return apiJson(comment, { status: 201 });
  });
}
