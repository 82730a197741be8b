import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { banUser } from "~/models/user-moderation.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/users/{id}/ban: owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await banUser(user, params.id!));
  });
}
