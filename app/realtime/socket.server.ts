import type { Server as HttpServer } from "node:http";
import { Server, type BroadcastOperator, type Socket } from "socket.io";
import { getSessionUser } from "~/models/session.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { socketClosed, socketOpened, startPresence } from "~/models/presence.server";
import type {
  ClientToServerListeners,
  ServerToClientEvents,
  ServerToClientListeners,
} from "~/realtime/events";
import { subscribe } from "~/realtime/events.server";
import { registerChatEvents } from "~/realtime/chat-socket.server";
import { getSessionId } from "~/http/session.server";

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = "admins";

type SocketData = { user: PublicUser | null };

/** The server's socket, typed by the realtime catalog. */
export type RealtimeSocket = Socket<
  ClientToServerListeners,
  ServerToClientListeners,
  Record<string, never>,
  SocketData
>;

/** Sends one published event to a room; `K` ties the payload to its event name. */
function deliver<K extends keyof ServerToClientEvents>(
  room: BroadcastOperator<ServerToClientListeners, SocketData>,
  { event, payload }: { event: K; payload: ServerToClientEvents[K] },
) {
  // TypeScript cannot see through Socket.IO's Parameters<> for a generic K; this is that tuple.
  const args = [payload] as Parameters<ServerToClientListeners[K]>;
  room.emit(event, ...args);
}

/**
 * Socket.IO on the app's HTTP server at /socket.io/. Identity comes from the session cookie sent
 * with the handshake, never from what the client claims in 'join'.
 */
export function attachRealtime(httpServer: HttpServer) {
  const io = new Server<
    ClientToServerListeners,
    ServerToClientListeners,
    Record<string, never>,
    SocketData
  >(httpServer, { path: "/socket.io/", serveClient: false });
  void startPresence();

  io.use(async (socket, next) => {
    try {
      const sessionId = await getSessionId(socket.handshake.headers.cookie);
      socket.data.user = sessionId ? await getSessionUser(sessionId, { touch: false }) : null;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on("connection", (socket) => {
    const user = socket.data.user;
    if (!user) return; // Guests may connect but join no room and hear nothing private.
    void socket.join(userRoom(user.id));
    if (isAdmin(user)) void socket.join(ADMINS_ROOM);
    void socketOpened(user.id).catch((error) => console.warn("Presence update failed", error));
    socket.on("disconnect", () => {
      void socketClosed(user.id).catch((error) => console.warn("Presence update failed", error));
    });
    // 'join' may carry a user id (spec); the session already decided who this is.
    socket.on("join", () => {
      socket.emit("joined", { userId: user.id });
    });
    registerChatEvents(socket, user);
  });

  const unsubscribers = [
    subscribe("toUser", (message) => deliver(io.to(userRoom(message.userId)), message)),
    subscribe("toAdmins", (message) => deliver(io.to(ADMINS_ROOM), message)),
    subscribe("userSessionsEnded", ({ userId }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    }),
  ];

  httpServer.on("close", () => unsubscribers.forEach((off) => off()));
  return io;
}
