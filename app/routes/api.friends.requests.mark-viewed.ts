import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { markFriendRequestsViewed } from "~/models/friendship.server";

/** POST /api/friends/requests/mark-viewed: what opening /friends does. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    await markFriendRequestsViewed(user.id);
    return apiJson({ success: true });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
