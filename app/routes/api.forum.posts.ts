import type { LoaderFunctionArgs } from "@remix-run/node";
import { createAction } from "~/http/api-actions.server";
import { apiJson, handleApi } from "~/http/api.server";
import { getUser } from "~/http/session.server";
import { createPost, listPosts } from "~/models/forum.server";
import { postInputSchema, postListQuerySchema } from "~/schemas/forum";

/**
 * GET /api/forum/posts?category=&limit=&page=: the welcome post, pinned posts, then newest,
 * 20 a page (limit up to 100), each with isLikedByUser for the signed-in viewer.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const query = postListQuerySchema.parse(Object.fromEntries(params));
    return apiJson(await listPosts(await getUser(request), query));
  });
}

/**
 * POST /api/forum/posts {title, content, category}: a signed-in user starts a thread (201). An
 * `Idempotency-Key` makes a resend answer the first post instead of writing another.
 */
export const action = createAction({
  schema: postInputSchema,
  allow: ["GET", "POST"],
  create: createPost,
});
