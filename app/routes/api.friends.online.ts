import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { listOnlineFriends } from "~/models/friendship.server";

/** GET /api/friends/online: the friends with a socket open, as [{id, username}]. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(await listOnlineFriends(user.id));
  });
}

export const action = () => methodNotAllowed(["GET"]);
