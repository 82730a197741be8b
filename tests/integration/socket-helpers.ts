import { io as connect, type Socket } from "socket.io-client";

const sockets: Socket[] = [];

/** Closes every socket the test file opened (call it before closing the server). */
export function closeSockets() {
  sockets.splice(0).forEach((s) => s.close());
}

/** A real socket.io-client connection to `baseUrl`, carrying a session cookie (or none). */
export function openSocket(baseUrl: string, cookie: string) {
  const socket = connect(baseUrl, {
    path: "/socket.io/",
    transports: ["websocket"],
    extraHeaders: { Cookie: cookie },
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
