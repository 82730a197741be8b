import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { banUser } from "~/models/user-moderation.server";
import { banSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/users/{id}/ban, optional body {reason, until}: owner only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const ban = await readBody(request, banSchema);
    return apiJson(await banUser(user, params.id!, ban));
  });
}
