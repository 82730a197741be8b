import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listFriends } from "~/models/friendship.server";

/** GET /api/friends: the signed-in user's friends. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const friends = await listFriends(user.id);
    return apiJson(
      friends.map((f) => ({
        id: f.id,
        username: f.username,
        profilePicture: f.profilePicture,
        isOnline: f.isOnline,
      })),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
