import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { unreadCounts } from "~/models/chat.server";

/** GET /api/chat/unread-counts: {friendId: unread count} for the signed-in user. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    // Polled every 5 s: it must not keep an idle session alive.
    const user = await requireApiUser(request, { touch: false });
    return apiJson(await unreadCounts(user.id));
  });
}

export const action = () => methodNotAllowed(["GET"]);
