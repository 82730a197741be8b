import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { markNotificationsViewed } from "~/models/admin-notifications.server";
import { acknowledgeSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/acknowledge-new-users {timeframe}: marks the notifications viewed. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    await readBody(request, acknowledgeSchema);
    return apiJson(await markNotificationsViewed(user));
  });
}
