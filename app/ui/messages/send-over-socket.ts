import type { ClientToServerEvents } from "~/realtime/events";
import type { RealtimeSocket } from "~/ui/realtime/realtime-connection";

// How long the page waits for the socket's answer before it sends the message over HTTP instead
// (with the same key, so the server stores it once whichever copy arrives first). A connected
// socket answers in milliseconds; this only ends a wait on a connection that died unnoticed.
export const SOCKET_ACK_TIMEOUT_MS = 4000;

/**
 * Sends a chat message over the page's open socket: its 'sendMessage' event runs the same domain
 * function as POST /api/chat/message without an HTTP request and the session, limiter and
 * routing work of one, so a message costs the server about half the CPU. Resolves true once the
 * server stored it, false when it cannot tell (the socket is not connected, or no answer came in
 * time: the caller then POSTs it). A refusal throws the server's "STATUS: message", the text the
 * /api route answers, so the page shows the same toast either way.
 */
export function sendOverSocket(
  socket: RealtimeSocket | null,
  payload: ClientToServerEvents["sendMessage"],
): Promise<boolean> {
  // Not connected: Socket.IO would buffer the event until it reconnects; HTTP is quicker.
  if (!socket?.connected) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    // A late answer finds the promise settled and changes nothing.
    const unanswered = () => {
      clearTimeout(timer);
      socket.off("disconnect", unanswered);
      resolve(false);
    };
    const timer = setTimeout(unanswered, SOCKET_ACK_TIMEOUT_MS);
    socket.once("disconnect", unanswered);
    socket.emit("sendMessage", payload, (answer) => {
      clearTimeout(timer);
      socket.off("disconnect", unanswered);
      if (answer.ok) resolve(true);
      else reject(new Error(answer.error));
    });
  });
}
