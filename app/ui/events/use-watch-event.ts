import { useEffect } from "react";
import {
  useLiveRevalidate,
  useSocketAsGuest,
  useSocketEvent,
} from "~/ui/realtime/realtime-connection";

/**
 * Follows an event over the page's socket (guests too): every change of its bracket reloads the
 * page's data, so the page drawn on the server stays the one truth.
 */
export function useWatchEvent(eventId: number) {
  const socket = useSocketAsGuest();
  const revalidate = useLiveRevalidate();
  useSocketEvent("eventUpdated", (update) => {
    if (update.eventId === eventId) revalidate();
  });
  useEffect(() => {
    if (!socket) return;
    // Changes made before the socket joined the event's room (between the page's render and the
    // first watch, or while a reconnect was under way) were never heard: once in the room, the
    // page reloads its data to catch up.
    const watch = () =>
      socket.emit("watchEvent", eventId, (answer) => {
        if (answer.ok) revalidate();
      });
    socket.on("connect", watch);
    if (socket.connected) watch();
    return () => {
      socket.off("connect", watch);
    };
  }, [socket, eventId, revalidate]);
}
