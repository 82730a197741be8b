import type { Server as HttpServer } from "node:http";
import type { Socket } from "node:net";

/** How long requests in flight may take to finish once the server stops. */
export const REQUEST_GRACE_MS = 3000;

/**
 * How `httpServer` stops without losing state: no new connections; every realtime socket closed
 * and its player written offline (`closeRealtime`); requests in flight get `graceMs` to finish,
 * then every connection left is cut (a WebSocket whose peer never answers the close too, which
 * the HTTP server's own closeAllConnections does not know). The returned stop resolves once
 * nothing is served any more, so the database and Redis can be let go with no write on its way.
 */
export function gracefulStop(httpServer: HttpServer, closeRealtime: () => Promise<void>) {
  const connections = new Set<Socket>();
  httpServer.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });

  return async function stop({ graceMs = REQUEST_GRACE_MS }: { graceMs?: number } = {}) {
    const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await closeRealtime();
    httpServer.closeIdleConnections();
    const cut = setTimeout(() => connections.forEach((socket) => socket.destroy()), graceMs);
    await drained;
    clearTimeout(cut);
  };
}
