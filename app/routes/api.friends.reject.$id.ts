import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { rejectFriendRequest } from "~/models/friendship.server";
import { parseId } from "~/utils/id";

/** POST /api/friends/reject/{id}: the receiver rejects (id is the request id); the request is deleted. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    if (id === null) return apiError(400, "Invalid request id");
    await rejectFriendRequest(user, id);
    return apiJson({ success: true, id });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
