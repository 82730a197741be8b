import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listFriendRequests } from "~/models/friendship.server";

/** GET /api/friends/requests: requests waiting for the signed-in user. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const requests = await listFriendRequests(user.id);
    return apiJson(
      requests.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        requesterInfo: {
          id: r.requester.id,
          username: r.requester.username,
          profilePicture: r.requester.profilePicture,
        },
      })),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
