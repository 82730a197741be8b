import type { ActionFunctionArgs } from "@remix-run/node";
import {
  apiJson,
  handleApi,
  idempotencyKeyOf,
  methodNotAllowed,
  readBody,
} from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { sendChatMessage } from "~/models/chat.server";
import { sendMessageSchema } from "~/schemas/chat";

/** POST /api/chat/message {receiverId, message}: 201 with the stored message. Friends only. `Idempotency-Key`: see the posts. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, sendMessageSchema);
    return apiJson(await sendChatMessage(user, input, idempotencyKeyOf(request)), { status: 201 });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
