import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { getNotificationCounts } from "~/models/admin-notifications.server";

/** GET /api/admin/notifications: the admin badge's counts (polled, so it does not touch). */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, { touch: false });
    return apiJson(await getNotificationCounts(user));
  });
}

export const action = () => methodNotAllowed(["GET"]);
