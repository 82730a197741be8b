import { io as connect, type Socket } from "socket.io-client";

const sockets: Socket[] = [];

/** Closes every socket the test file opened (call it before closing the server). */
export function closeSockets() {
  sockets.splice(0).forEach((s) => s.close());
}

/**
 * A real socket.io-client connection to `baseUrl`, carrying a session cookie (or none) and any
 * other handshake headers (an Origin, say). Refused handshakes reject with the server's error.
 */
export function openSocket(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const socket = connect(baseUrl, {
    path: "/socket.io/",
    transports: ["websocket"],
    extraHeaders: { Cookie: cookie, ...headers },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });
}

/** The next `event` on `socket`, or a failure after `ms`. */
export const next = <T = Record<string, unknown>>(socket: Socket, event: string, ms = 2000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Resolves "silent" when `event` does not arrive within `ms`, else "heard". */
export const silence = (socket: Socket, event: string, ms = 400) =>
  next(socket, event, ms).then(
    () => "heard",
    () => "silent",
  );

/** A client event's acknowledgement, as the chat client reads it. */
export type Ack = { ok: boolean; message?: { id: number; senderId: string }; error?: string };

/** Emits `event` and resolves with the server's acknowledgement. */
export const emitWithAck = (socket: Socket, event: string, payload: unknown) =>
  new Promise<Ack>((resolve) => socket.emit(event, payload, resolve));

/** Opens `count` sockets at once; the connected ones, and the refusals' messages. */
export async function openMany(baseUrl: string, cookie: string, count: number) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => openSocket(baseUrl, cookie)),
  );
  return {
    live: results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])),
    refusals: results.flatMap((r) =>
      r.status === "rejected" ? [(r.reason as Error).message] : [],
    ),
  };
}
