import { EventEmitter } from "node:events";
import type { ServerEventMessage, ServerToClientEvents } from "~/realtime/events";

/** Events domain code publishes; the socket layer delivers them. Domain code never sees socket.io. */
export type RealtimeEvents = {
  /** Something every signed-in socket of a user should hear. */
  toUser: ServerEventMessage<{ userId: string }>;
  /** Something every admin's socket should hear. */
  toAdmins: ServerEventMessage;
  /**
   * A user's sessions ended (ban, delete, or a password change, which keeps the session that
   * made it): drop their sockets, but those of `exceptSessionId`.
   */
  userSessionsEnded: { userId: string; exceptSessionId?: string };
  /** A user is no longer an administrator: their sockets stop hearing admin events. */
  adminRightsRevoked: { userId: string };
  /** One session ended (sign-out, idle expiry, replaced by a new sign-in): drop its sockets. */
  sessionEnded: { sessionId: string };
  /** A set changed (a game, a point, a strike, a pick): its watchers hear how it stands now. */
  toSet: { setId: number; set: ServerToClientEvents["setUpdated"] };
  /** An event's bracket changed: its watchers hear the matches that did. */
  toEvent: ServerToClientEvents["eventUpdated"];
};

type Name = keyof RealtimeEvents;

// One bus per process, kept on globalThis: server.ts and the Remix build each bundle this module.
const globalForBus = globalThis as unknown as { realtimeBus?: EventEmitter };
const bus = (globalForBus.realtimeBus ??= new EventEmitter());
bus.setMaxListeners(50);

export function publish<N extends Name>(name: N, payload: RealtimeEvents[N]) {
  bus.emit(name, payload);
}

export function subscribe<N extends Name>(name: N, listener: (payload: RealtimeEvents[N]) => void) {
  bus.on(name, listener);
  return () => bus.off(name, listener);
}
