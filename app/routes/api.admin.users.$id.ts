import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { deleteUser } from "~/models/user-moderation.server";

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
