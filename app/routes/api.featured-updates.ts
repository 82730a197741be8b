import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { createFeaturedUpdate, listFeaturedUpdates } from "~/models/featured-update.server";
import { featuredUpdateCreateSchema } from "~/schemas/admin";

/** GET /api/featured-updates: public, by order. */
export async function loader() {
  return apiJson(await listFeaturedUpdates());
}

/** POST /api/featured-updates {text, order?, isActive?}: admins; 201. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, featuredUpdateCreateSchema);
    return apiJson(await createFeaturedUpdate(user, input), { status: 201 });
  });
}
