import { useRevalidator } from "@remix-run/react";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Socket } from "socket.io-client";
import type {
  ClientToServerListeners,
  ServerToClientEvents,
  ServerToClientListeners,
} from "~/realtime/events";
import { remixRouter } from "~/ui/common/remix-router";

/** The browser's socket, typed by the realtime catalog. */
export type RealtimeSocket = Socket<ServerToClientListeners, ClientToServerListeners>;

type Connection = {
  socket: RealtimeSocket | null;
  /** A guest's page needs the socket (sets are public): it opens until the release is called. */
  needAsGuest: () => () => void;
};

const ConnectionContext = createContext<Connection>({ socket: null, needAsGuest: () => () => {} });

/** The open socket (null while signed out, before it connects, or without JavaScript). */
export const useSocket = () => useContext(ConnectionContext).socket;

/** The open socket, opened for a guest too while the calling component is mounted. */
export function useSocketAsGuest() {
  const { socket, needAsGuest } = useContext(ConnectionContext);
  useEffect(needAsGuest, [needAsGuest]);
  return socket;
}

/**
 * Runs `handler` on every `event` from the server while mounted. Each area (admin, friends,
 * chat) listens from its own components; the latest handler is always the one called.
 */
export function useSocketEvent<K extends keyof ServerToClientEvents>(
  event: K,
  handler: (payload: ServerToClientEvents[K]) => void,
) {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!socket) return;
    // TypeScript cannot resolve Socket.IO's listener type for a generic K; this is that listener.
    const listener = ((payload: ServerToClientEvents[K]) =>
      handlerRef.current(payload)) as Parameters<typeof socket.on<K>>[1];
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/** Runs `handler` each time the socket (re)connects while mounted: the cue to catch up. */
export function useSocketConnect(handler: () => void) {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = () => handlerRef.current();
    socket.on("connect", listener);
    return () => {
      socket.off("connect", listener);
    };
  }, [socket]);
}

const COALESCE_MS = 250;

/**
 * Whether a navigation, form submission (a fetcher's too) or reload is under way, from the router itself: React
 * renders the router's state in a transition, so what a component last rendered can lag behind a
 * submission that has already started, most of all on a busy phone.
 */
function routerBusy() {
  const router = remixRouter();
  if (!router) return true;
  const { navigation, revalidation, fetchers } = router.state;
  return (
    navigation.state !== "idle" ||
    revalidation !== "idle" ||
    [...fetchers.values()].some((fetcher) => fetcher.state !== "idle")
  );
}

let holds = 0;

/**
 * Holds live reloads back while the user is in the middle of something a reload would upset (a
 * drag in a sortable list): they run once the last hold is released. Returns the release.
 */
export function holdLiveRevalidation() {
  holds += 1;
  let released = false;
  return () => {
    if (!released) holds -= 1;
    released = true;
  };
}

/**
 * A revalidation for live events: bursts (many users coming online) become one reload, and none
 * starts while a navigation, form submission or reload is under way: interrupting it would throw
 * away its answer, which may carry the flash toast its redirect set (the server has already
 * cleared the toast cookie for it). The reload waits for it instead of being dropped, since that
 * one may have read the data before the change the event announces.
 */
export function useLiveRevalidate() {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current) return;
    const fire = () => {
      const wait = holds > 0 || routerBusy();
      timer.current = wait ? setTimeout(fire, COALESCE_MS) : undefined;
      if (!wait) revalidateRef.current();
    };
    timer.current = setTimeout(fire, COALESCE_MS);
  }, []);
}

/**
 * The browser's one Socket.IO connection, open while signed in or while a guest's page follows
 * a set (it reconnects after 1 s growing to 5 s, randomisation 0.5, 20 s connect time-out). The
 * server knows who this is from the session cookie; 'join' only announces the id.
 */
export function RealtimeProvider({
  userId,
  children,
}: {
  userId: string | null;
  children: ReactNode;
}) {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  const [guestNeeds, setGuestNeeds] = useState(0);
  const needAsGuest = useCallback(() => {
    setGuestNeeds((count) => count + 1);
    return () => setGuestNeeds((count) => count - 1);
  }, []);
  const open = Boolean(userId) || guestNeeds > 0;

  useEffect(() => {
    if (!open) return;
    let opened: RealtimeSocket | undefined;
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
      if (userId) opened.on("connect", () => opened?.emit("join", userId));
      // The page says when it hears live events (its rooms are joined by then), for tools and tests.
      opened.on("joined", () => (document.documentElement.dataset.realtime = "live"));
      opened.on("disconnect", () => delete document.documentElement.dataset.realtime);
      opened.on("connect_error", (error) =>
        console.warn("Realtime connection failed", error.message),
      );
      // A transition: the whole page reads this context, and an urgent update reaching a part
      // still waiting for its module (app/ui/common/lazy-part.tsx) would make React discard the
      // part's server HTML (its error #421). A transition waits for the part to hydrate.
      const socket = opened;
      startTransition(() => setSocket(socket));
    });
    return () => {
      cancelled = true;
      opened?.close();
      delete document.documentElement.dataset.realtime;
      setSocket(null);
    };
  }, [open, userId]);

  const connection = useMemo(() => ({ socket, needAsGuest }), [socket, needAsGuest]);
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}
