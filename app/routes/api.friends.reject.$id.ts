import { postOnIdAction } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { rejectFriendRequest } from "~/models/friendship.server";

/** POST /api/friends/reject/{id}: the receiver rejects (id is the request id); the request is deleted. */
export const action = postOnIdAction("Invalid request id", async (actor, id) => {
  await rejectFriendRequest(actor, id);
  return { success: true, id };
});

export const loader = () => methodNotAllowed(["POST"]);
