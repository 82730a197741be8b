import type { ClientToServerEvents, SocketAck } from "~/realtime/events";
import type { RealtimeSocket } from "~/ui/realtime/realtime-connection";

// How long the page waits for the socket's answer before it sends the message over HTTP instead
// (with the same key, so the server stores it once whichever copy arrives first). A connected
// socket answers in milliseconds; this only ends a wait on a connection that died unnoticed.
export const SOCKET_ACK_TIMEOUT_MS = 4000;

type SocketAnswer = Parameters<SocketAck>[0];

/**
 * Sends a chat message over the page's open socket: its 'sendMessage' event runs the same domain
 * function as POST /api/chat/message without an HTTP request and the session, limiter and
 * routing work of one, so a message costs the server about half the CPU. Resolves true once the
 * server stored it, false when the caller should POST it with the same key instead: the socket
 * is not connected, no answer came in time (or the socket closed first), or the socket's event
 * budget refused the event before it ran (a flood guard shared with typing and the rest, not the
 * chat's rate limit: the POST's own limit decides). A refusal of the message itself throws the
 * server's "STATUS: message", the text the /api route answers, so the page shows the same toast
 * either way.
 */
export function sendOverSocket(
  socket: RealtimeSocket | null,
  payload: ClientToServerEvents["sendMessage"],
  timeoutMs = SOCKET_ACK_TIMEOUT_MS,
): Promise<boolean> {
  // Not connected: Socket.IO would buffer the event until it reconnects; HTTP is quicker.
  if (!socket?.connected) return Promise.resolve(false);
  // With a timeout Socket.IO drops the answer's callback once the time runs out or the socket
  // disconnects, and rejects; a late answer then finds nothing waiting for it.
  return socket
    .timeout(timeoutMs)
    .emitWithAck("sendMessage", payload)
    .then(
      // Typed here: Socket.IO's types cannot find an optional ack's answer (they give `any`).
      (answer: SocketAnswer) => {
        if (answer.ok) return true;
        if (answer.refusedBy === "eventBudget") return false;
        throw new Error(answer.error);
      },
      () => false,
    );
}
