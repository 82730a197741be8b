import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { deleteFeaturedUpdate, updateFeaturedUpdate } from "~/models/featured-update.server";
import { featuredUpdatePatchSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);

/** PATCH /api/featured-updates/{id} {text?, order?, isActive?} and DELETE: admins. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return methodNotAllowed(["PATCH", "DELETE"]);
  }
  return handleApi(async () => {
    const user = await requireApiUser(request);
    if (request.method === "DELETE") {
      await deleteFeaturedUpdate(user, params.id!);
      return apiJson({ success: true });
    }
    const input = await readBody(request, featuredUpdatePatchSchema);
    return apiJson(await updateFeaturedUpdate(user, params.id!, input));
  });
}
