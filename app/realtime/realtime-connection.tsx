import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import { useShowToast } from "~/components/shell/toast-context";

const PROMOTION_RELOAD_MS = 2000;
const PROMOTION_TOAST_MS = 6000;

/**
 * The browser's one Socket.IO connection, opened only while signed in (spec 2 §4: reconnects
 * after 1 s growing to 5 s, randomisation 0.5, 20 s connect time-out). It turns server events
 * into toasts and reloads; the server knows who this is from the session cookie.
 */
export function RealtimeConnection({ userId }: { userId: string }) {
  const showToast = useShowToast();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    let socket: Socket | undefined;
    let cancelled = false;
    let reload: ReturnType<typeof setTimeout> | undefined;

    void import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      socket = io({
        path: "/socket.io/",
        withCredentials: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20_000,
      });
      socket.on("connect", () => socket?.emit("join", userId));
      socket.on("connect_error", (error) =>
        console.warn("Realtime connection failed", error.message),
      );
      // The admin page's user list shows who is online (spec 1 §4), and its Pending Requests and
      // Request History follow tournament submissions and reviews by any admin.
      const refreshAdminList = () => {
        if (window.location.pathname === "/admin") revalidateRef.current();
      };
      socket.on("userOnline", refreshAdminList);
      socket.on("userOffline", refreshAdminList);
      socket.on("tournamentSubmitted", refreshAdminList);
      socket.on("tournamentReviewed", refreshAdminList);
      socket.on("userPromoted", () => {
        showToast({
          title: "Congratulations!",
          description: "You are now an Administrator.",
          duration: PROMOTION_TOAST_MS,
        });
        reload = setTimeout(() => window.location.reload(), PROMOTION_RELOAD_MS);
      });
    });

    return () => {
      cancelled = true;
      clearTimeout(reload);
      socket?.close();
    };
  }, [userId, showToast]);

  return null;
}
