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
    // Changes made while the socket was away were never heard: once back in the event's room
    // after a reconnect, the page reloads to catch up (the first watch needs no reload).
    let watched = false;
    const watch = () =>
      socket.emit("watchEvent", eventId, (answer) => {
        if (answer.ok && watched) revalidate();
        watched ||= answer.ok;
      });
    socket.on("connect", watch);
    if (socket.connected) watch();
    return () => {
      socket.off("connect", watch);
    };
  }, [socket, eventId, revalidate]);
}
