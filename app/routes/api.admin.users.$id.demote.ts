import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { demoteUser } from "~/models/user-moderation.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin/users/{id}/demote: owner only; the administrator becomes a player again. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await demoteUser(user, params.id!));
  });
}
