import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { reorderFeaturedUpdates } from "~/models/featured-update.server";
import { featuredReorderSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/featured-updates/reorder {ids}: admins; rewrites order 1..n; the new list. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { ids } = await readBody(request, featuredReorderSchema);
    return apiJson(await reorderFeaturedUpdates(user, ids));
  });
}
