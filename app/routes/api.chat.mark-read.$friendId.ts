import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { markConversationRead } from "~/models/chat.server";

/** POST /api/chat/mark-read/{friendId}: everything that friend sent you is read; {count} changed. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { count } = await markConversationRead(user, { friendId: params.friendId });
    return apiJson({ success: true, count });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
