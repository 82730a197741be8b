import { useEffect, useRef } from "react";
import type { ServerToClientEvents } from "~/realtime/events";
import { useSocketAsGuest, useSocketEvent } from "~/ui/realtime/realtime-connection";

type WatchedSet = ServerToClientEvents["setUpdated"];

/**
 * Follows a set over the page's socket (a guest's too: a stream overlay signs in as no one):
 * `onUpdate` gets the set after every game, point, strike and pick, and as it stands on each
 * (re)connect.
 */
export function useWatchSet(setId: number, onUpdate: (set: WatchedSet) => void) {
  const socket = useSocketAsGuest();
  const handler = useRef(onUpdate);
  handler.current = onUpdate;

  useSocketEvent("setUpdated", (set) => {
    if (set.id === setId) handler.current(set);
  });

  useEffect(() => {
    if (!socket) return;
    const watch = () =>
      socket.emit("watchSet", setId, (answer) => {
        if (answer.ok && answer.message) handler.current(answer.message);
      });
    socket.on("connect", watch);
    if (socket.connected) watch();
    return () => {
      socket.off("connect", watch);
    };
  }, [socket, setId]);
}
