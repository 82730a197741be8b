import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { makeAdmin } from "~/models/user-moderation.server";
import { makeAdminSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/make-admin {userId}: the /admin-setup page's twin; admins only. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { userId } = await readBody(request, makeAdminSchema);
    return apiJson(await makeAdmin(user, userId));
  });
}
