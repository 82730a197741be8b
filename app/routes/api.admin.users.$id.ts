import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteUser } from "~/models/user-moderation.server";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";

export const loader = () => methodNotAllowed(["DELETE"]);

/** DELETE /api/admin/users/{id}: owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    await deleteUser(user, params.id!);
    return apiJson({ success: true });
  });
}
