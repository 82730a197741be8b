import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { countPendingFriendRequests } from "~/models/friendship.server";

/** GET /api/friends/requests/count: {count} of requests waiting for the signed-in user. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    // Polled every 30 s: it must not keep an idle session alive.
    const user = await requireApiUser(request, { touch: false });
    return apiJson({ count: await countPendingFriendRequests(user.id) });
  });
}

export const action = () => methodNotAllowed(["GET"]);
