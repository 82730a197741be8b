import { useNavigation, useRevalidator } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Socket } from "socket.io-client";
import { useShowToast } from "~/components/shell/toast-context";

const PROMOTION_RELOAD_MS = 2000;
const PROMOTION_TOAST_MS = 6000;

const SocketContext = createContext<Socket | null>(null);

/** The open socket (null while signed out, before it connects, or without JavaScript). */
export const useSocket = () => useContext(SocketContext);

/**
 * Runs `handler` on every `event` from the server while mounted. Each area (admin, friends,
 * chat) listens from its own components; the latest handler is always the one called.
 */
export function useSocketEvent<Payload = unknown>(
  event: string,
  handler: (payload: Payload) => void,
) {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: Payload) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

const COALESCE_MS = 250;

/**
 * A revalidation for live events: bursts (many users coming online) become one reload, and none
 * starts while a navigation or form submission is under way — that one brings fresh data anyway,
 * and a parallel reload could read (and so clear) the flash toast its redirect just set.
 */
export function useLiveRevalidate() {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle";
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (!busy.current) revalidateRef.current();
    }, COALESCE_MS);
  }, []);
}

/**
 * The browser's one Socket.IO connection, opened only while signed in (spec 2 §4: reconnects
 * after 1 s growing to 5 s, randomisation 0.5, 20 s connect time-out). The server knows who this
 * is from the session cookie; 'join' only announces the id, as the spec's client does.
 */
export function RealtimeProvider({
  userId,
  children,
}: {
  userId: string | null;
  children: ReactNode;
}) {
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!userId) return;
    let opened: Socket | undefined;
    let cancelled = false;
    void import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      opened = io({
        path: "/socket.io/",
        withCredentials: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20_000,
      });
      opened.on("connect", () => opened?.emit("join", userId));
      opened.on("connect_error", (error) =>
        console.warn("Realtime connection failed", error.message),
      );
      setSocket(opened);
    });
    return () => {
      cancelled = true;
      opened?.close();
      setSocket(null);
    };
  }, [userId]);

  return (
    <SocketContext.Provider value={socket}>
      {children}
      {socket ? <ShellRealtimeEvents /> : null}
    </SocketContext.Provider>
  );
}

/** Events every page cares about: promotion, and the admin page's live lists. */
function ShellRealtimeEvents() {
  const showToast = useShowToast();
  const refresh = useLiveRevalidate();
  const reload = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(reload.current), []);

  // The admin page's user list shows who is online (spec 1 §4), and its Pending Requests and
  // Request History follow tournament submissions and reviews by any admin.
  const refreshAdminPage = () => {
    if (window.location.pathname === "/admin") refresh();
  };
  useSocketEvent("userOnline", refreshAdminPage);
  useSocketEvent("userOffline", refreshAdminPage);
  useSocketEvent("tournamentSubmitted", refreshAdminPage);
  useSocketEvent("tournamentReviewed", refreshAdminPage);
  useSocketEvent("userPromoted", () => {
    showToast({
      title: "Congratulations!",
      description: "You are now an Administrator.",
      duration: PROMOTION_TOAST_MS,
    });
    reload.current = setTimeout(() => window.location.reload(), PROMOTION_RELOAD_MS);
  });
  return null;
}
