import { markConversationRead, relayTyping, sendChatMessage } from "~/models/chat.server";
import { isDomainError } from "~/models/domain-error";
import type { PublicUser } from "~/models/user.server";
import type { SocketAck } from "~/realtime/events";
import type { ServerSocket } from "~/realtime/server/socket.server";
import { idempotencyKeyIn } from "~/schemas/idempotency";

/** The spec's error text: "STATUS: message", as the /api twin would answer. */
export function failureText(error: unknown) {
  if (isDomainError(error)) return `${error.status}: ${error.message}`;
  console.warn("Chat socket event failed", error);
  return "500: Something went wrong on our side. Please try again.";
}

/**
 * The chat's client events. Each calls the same domain function as its /api twin,
 * as the socket's signed-in user; ids in the payload never say who is acting. Failures are
 * answered through the optional acknowledgement and a 'chatError' event. The account's event
 * budget and its session are checked before any of these runs (socket.server.ts).
 */
export function registerChatEvents(socket: ServerSocket, user: PublicUser) {
  function handle(run: (payload: unknown) => Promise<unknown>) {
    return async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as SocketAck) : undefined;
      try {
        const message = await run(payload);
        reply?.({ ok: true, message });
      } catch (error) {
        const text = failureText(error);
        socket.emit("chatError", { error: text });
        reply?.({ ok: false, error: text });
      }
    };
  }

  socket.on(
    "sendMessage",
    handle((payload) => sendChatMessage(user, payload, idempotencyKeyIn(payload))),
  );
  socket.on(
    "typing",
    handle(async (payload) => {
      await relayTyping(user, payload);
    }),
  );
  socket.on(
    "markAsRead",
    // The spec's client may send the bare friend id.
    handle(async (payload) => {
      await markConversationRead(
        user,
        typeof payload === "string" ? { friendId: payload } : payload,
      );
    }),
  );
}
