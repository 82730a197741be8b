import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { removeFriend } from "~/models/friendship.server";

/** DELETE /api/friends/{id}: ends the friendship with that user (id is the friend's user id). */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const friend = await removeFriend(user, params.id ?? "");
    return apiJson({ success: true, friendId: friend.id });
  });
}

export const loader = () => methodNotAllowed(["DELETE"]);
