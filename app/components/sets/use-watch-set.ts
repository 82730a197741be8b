import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import type {
  ClientToServerListeners,
  ServerToClientEvents,
  ServerToClientListeners,
} from "~/realtime/events";
import { useSocket } from "~/realtime/realtime-connection";

type RealtimeSocket = Socket<ServerToClientListeners, ClientToServerListeners>;
type WatchedSet = ServerToClientEvents["setUpdated"];

/**
 * Follows a set over Socket.IO: `onUpdate` gets the set after every game, point, strike and pick
 * (and as it stands on each (re)connect). Signed in, the page's socket carries it; a guest's
 * page (a stream overlay) opens its own, as sets are public.
 */
export function useWatchSet(setId: number, onUpdate: (set: WatchedSet) => void) {
  const shared = useSocket();
  const handler = useRef(onUpdate);
  handler.current = onUpdate;

  useEffect(() => {
    let own: RealtimeSocket | undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const follow = (socket: RealtimeSocket) => {
      const watch = () =>
        socket.emit("watchSet", setId, (answer) => {
          if (answer.ok && answer.message) handler.current(answer.message as WatchedSet);
        });
      const updated = (set: WatchedSet) => {
        if (set.id === setId) handler.current(set);
      };
      socket.on("connect", watch);
      socket.on("setUpdated", updated);
      if (socket.connected) watch();
      return () => {
        socket.off("connect", watch);
        socket.off("setUpdated", updated);
      };
    };
    if (shared) {
      stop = follow(shared);
    } else {
      void import("socket.io-client").then(({ io }) => {
        if (cancelled) return;
        own = io({ path: "/socket.io/", withCredentials: true });
        stop = follow(own);
      });
    }
    return () => {
      cancelled = true;
      stop?.();
      own?.close();
    };
  }, [shared, setId]);
}
