import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, handleApi, methodNotAllowed } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { getConversation, HISTORY_PAGE_SIZE } from "~/models/chat.server";
import { messageIdSchema } from "~/schemas/chat";

/**
 * GET /api/chat/history/{friendId}[?before=<messageId>]: the newest 50 messages of the
 * conversation, oldest → newest, each with its reactions; `before` pages back. X-Has-More says
 * whether older messages exist. Friends only (403).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const raw = new URL(request.url).searchParams.get("before");
    let before: number | undefined;
    if (raw !== null) {
      const parsed = messageIdSchema.safeParse(raw);
      if (!parsed.success) throw apiError(400, "before must be a message id");
      before = parsed.data;
    }
    const { messages, hasMore } = await getConversation(user, params.friendId ?? "", {
      before,
      limit: HISTORY_PAGE_SIZE,
    });
    return apiJson(messages, { headers: { "X-Has-More": String(hasMore) } });
  });
}

export const action = () => methodNotAllowed(["GET"]);
