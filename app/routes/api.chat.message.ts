import { createAction } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { sendChatMessage } from "~/models/chat.server";
import { sendMessageSchema } from "~/schemas/chat";

/** POST /api/chat/message {receiverId, message}: 201 with the stored message. Friends only. `Idempotency-Key`: see the posts. */
export const action = createAction({ schema: sendMessageSchema, create: sendChatMessage });

export const loader = () => methodNotAllowed(["POST"]);
