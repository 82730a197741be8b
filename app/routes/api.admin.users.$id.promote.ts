import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { promoteUser } from "~/models/user-moderation.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin/users/{id}/promote: owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await promoteUser(user, params.id!));
  });
}
