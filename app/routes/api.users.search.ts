import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { searchUsers } from "~/models/friendship.server";

/**
 * GET /api/users/search?query=: users whose tag contains the query, with the searcher's
 * friendshipStatus (accepted, pending or none); [] below 3 characters.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const query = new URL(request.url).searchParams.get("query") ?? "";
    const results = await searchUsers(user.id, query);
    return apiJson(
      results.map((r) => ({
        id: r.id,
        username: r.username,
        profilePicture: r.profilePicture,
        main: r.main,
        friendshipStatus: r.friendshipStatus,
      })),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
