import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { apiRequest } from "~/ui/messages/api-request";
import { sendOverSocket } from "~/ui/messages/send-over-socket";
import { useSocket } from "~/ui/realtime/realtime-connection";
import { useShowToast } from "~/ui/shell/toast-context";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The conversation's actions with JavaScript on: the same /api calls any API client makes
 * (each backed by the domain function the page's forms use), then a revalidation so the
 * server-rendered lists show the result. A message goes over the open socket when there is one
 * (its /api twin otherwise, or when the socket does not answer). Failures raise destructive
 * toasts.
 */
export function useChatActions() {
  const showToast = useShowToast();
  const { revalidate } = useRevalidator();
  const socket = useSocket();

  const sendMessage = useCallback(
    async (receiverId: string, message: string, idempotencyKey: string) => {
      try {
        const payload = { receiverId, message, idempotencyKey };
        // Sent over the socket, the message comes back to this tab as newMessage, which reloads
        // the page's data (useLiveConversation): a revalidation here would load it twice.
        if (!(await sendOverSocket(socket, payload))) {
          await apiRequest("POST", "/api/chat/message", { receiverId, message }, idempotencyKey);
          revalidate();
        }
        return true;
      } catch (error) {
        showToast({
          title: "Failed to send message",
          description: errorText(error),
          type: "destructive",
        });
        return false;
      }
    },
    [socket, revalidate, showToast],
  );

  const setReaction = useCallback(
    async (messageId: number, emoji: string, op: "add" | "remove") => {
      try {
        await apiRequest(op === "add" ? "POST" : "DELETE", "/api/chat/reactions", {
          messageId,
          emoji,
        });
        revalidate();
      } catch (error) {
        showToast({
          title: op === "add" ? "Failed to add reaction" : "Failed to remove reaction",
          description: errorText(error),
          type: "destructive",
        });
      }
    },
    [revalidate, showToast],
  );

  return { sendMessage, setReaction };
}
