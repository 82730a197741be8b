import { useCallback, useEffect, useRef } from "react";
import { useSocket } from "~/ui/realtime/realtime-connection";

// Tell the friend at most every 2 s while keys are pressed; "stopped" after 3 s of quiet.
const REPEAT_MS = 2000;
const QUIET_MS = 3000;

/** Sends the socket's 'typing' event for the draft to `receiverId`. */
export function useTypingSignal(receiverId: string) {
  const socket = useSocket();
  const lastSent = useRef(0);
  const quiet = useRef<ReturnType<typeof setTimeout>>();

  const stop = useCallback(() => {
    clearTimeout(quiet.current);
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    socket?.emit("typing", { receiverId, isTyping: false });
  }, [socket, receiverId]);

  const typed = useCallback(() => {
    if (!socket) return;
    const now = Date.now();
    if (now - lastSent.current > REPEAT_MS) {
      lastSent.current = now;
      socket.emit("typing", { receiverId, isTyping: true });
    }
    clearTimeout(quiet.current);
    quiet.current = setTimeout(stop, QUIET_MS);
  }, [socket, receiverId, stop]);

  // Leaving the conversation ends the indicator.
  useEffect(() => stop, [stop]);

  return { typed, stop };
}
