import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { markNotificationsViewed } from "~/models/admin-notifications.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/notification-view {}: the admin page was opened; the counts restart. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await markNotificationsViewed(user));
  });
}
