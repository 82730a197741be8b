import { postOnIdAction } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { acceptFriendRequest } from "~/models/friendship.server";

/** POST /api/friends/accept/{id}: the receiver accepts (id is the request id). */
export const action = postOnIdAction("Invalid request id", async (actor, id) => {
  const { friend } = await acceptFriendRequest(actor, id);
  return { success: true, id, status: "accepted", friend };
});

export const loader = () => methodNotAllowed(["POST"]);
