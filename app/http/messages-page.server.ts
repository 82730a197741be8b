// The /messages page's form posts, apart from the route so their zod schemas stay out of the
// browser's bundle.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { requireUser } from "~/http/session.server";
import { addReaction, removeReaction, sendChatMessage } from "~/models/chat.server";
import type { DomainError } from "~/models/domain-error";
import { friendIdField } from "~/schemas/chat";
import { idempotencyKeyFields } from "~/schemas/idempotency";
import { conversationHref } from "~/ui/messages/hrefs";
import { messageAnchor } from "~/ui/messages/message-item";

/** A refusal goes back to the conversation, or closes it for those who are not friends (any more). */
const refusalTo = (error: DomainError, friend: string) =>
  error.status === 403 ? "/messages" : conversationHref(friend);

/**
 * The no-JavaScript twins of the /api calls, through the same domain functions: send a message,
 * add or remove a reaction. Each answers with a redirect back to the conversation.
 */
export async function messagesPageAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, {
    back: "/messages",
    intents: {
      send: pageIntent({
        schema: z
          .object({ receiverId: friendIdField, message: z.string().max(20_000) })
          .merge(idempotencyKeyFields),
        failure: {
          title: "Failed to send message",
          to: (error, { receiverId }) => refusalTo(error, receiverId),
        },
        run: async (actor, { receiverId, message, idempotencyKey }) => {
          await sendChatMessage(actor, { receiverId, message }, idempotencyKey);
          return redirect(conversationHref(receiverId));
        },
      }),
      react: pageIntent({
        schema: z.object({
          op: z.enum(["add", "remove"]),
          messageId: z.string().max(12),
          emoji: z.string().max(32),
          with: friendIdField,
        }),
        failure: {
          title: (_, { op }) =>
            op === "add" ? "Failed to add reaction" : "Failed to remove reaction",
          to: (error, input) => refusalTo(error, input.with),
        },
        run: async (actor, { op, messageId, emoji, with: friend }) => {
          const reaction = { messageId, emoji };
          if (op === "add") await addReaction(actor, reaction);
          else await removeReaction(actor, reaction);
          return redirect(`${conversationHref(friend)}#${messageAnchor(Number(messageId))}`);
        },
      }),
    },
  });
}

// The route's other server modules, re-exported so the route imports one `.server` module:
// the browser build turns each into an empty module, and every distinct one shared by
// several routes became its own small chunk on the page's first load (so did @remix-run/node's
// and the domain error's modules, which the route uses only on the server).
export { redirect } from "@remix-run/node";
export { isDomainError } from "~/models/domain-error";
export { isOwnNavigation } from "~/http/fetch-site.server";
export { getUser } from "~/http/session.server";
export { redirectWithToast } from "~/http/toast.server";
export {
  findChatFriend,
  getConversation,
  listChatFriends,
  markConversationRead,
  NOT_FRIENDS,
} from "~/models/chat.server";
