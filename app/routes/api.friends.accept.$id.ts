import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { acceptFriendRequest } from "~/models/friendship.server";
import { parseId } from "~/utils/id";

/** POST /api/friends/accept/{id}: the receiver accepts (id is the request id). */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    if (id === null) return apiError(400, "Invalid request id");
    const { friend } = await acceptFriendRequest(user, id);
    return apiJson({ success: true, id, status: "accepted", friend });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
