import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { addReaction, removeReaction } from "~/models/chat.server";
import { reactionSchema } from "~/schemas/chat";

const ALLOWED = ["POST", "DELETE"];

/**
 * POST /api/chat/reactions {messageId, emoji}: adds your reaction (201; 200 when it was there).
 * DELETE /api/chat/reactions {messageId, emoji}: removes it ({removed}). Only the two friends of
 * the message's conversation may react; the emoji is one of the picker's 12.
 */
export function action({ request }: ActionFunctionArgs) {
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, reactionSchema);
    if (request.method === "DELETE") return apiJson(await removeReaction(user, input));
    const { reaction, created } = await addReaction(user, input);
    return apiJson(reaction, { status: created ? 201 : 200 });
  });
}

export const loader = () => methodNotAllowed(ALLOWED);
