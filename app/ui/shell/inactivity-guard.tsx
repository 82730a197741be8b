import { useEffect } from "react";

const ACTIVITY_EVENTS = [
  "mousemove",
  "mousedown",
  "keydown",
  "scroll",
  "touchstart",
  "click",
] as const;
const ACTIVITY_THROTTLE_MS = 1000;

async function signOut() {
  try {
    await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
  } catch (error) {
    console.warn("Sign-out failed", error);
  }
  window.location.assign("/");
}

/**
 * Signs out after the idle time without activity (activity throttled to once a
 * second), and rechecks the session when the tab becomes visible again. The server ends the
 * session on its own as well; this keeps the screen honest. The first idle stretch runs from
 * `since` (Date.now() when the page showed the player signed in): this guard loads lazily, and
 * a tab left alone before it mounted has been idle all along.
 */
export function InactivityGuard({ idleMs, since }: { idleMs: number; since: number }) {
  useEffect(() => {
    let timer = setTimeout(signOut, Math.max(0, since + idleMs - Date.now()));
    let lastActivity = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
      lastActivity = now;
      clearTimeout(timer);
      timer = setTimeout(signOut, idleMs);
    };
    const onVisible = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const res = await fetch("/api/user", { credentials: "same-origin" });
        if (res.status === 401) window.location.assign("/");
      } catch (error) {
        console.warn("Session recheck failed", error);
      }
    };
    // Capturing on the window: a handler that stops an event (or React, for a part it has not
    // hydrated yet) must not hide the activity.
    const options = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, options));
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity, options));
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [idleMs, since]);
  return null;
}
