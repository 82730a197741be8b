import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { sendFriendRequest } from "~/models/friendship.server";
import { friendRequestSchema } from "~/schemas/friends";

/** POST /api/friends/request {receiverId}: 201 with the pending friendship. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { receiverId } = await readBody(request, friendRequestSchema);
    const { friendship } = await sendFriendRequest(user, receiverId);
    return apiJson(friendship, { status: 201 });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
