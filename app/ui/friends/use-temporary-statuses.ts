import { useEffect, useRef, useState } from "react";
import type { TemporaryStatus } from "~/ui/friends/types";
import { useLiveRevalidate, useSocketEvent } from "~/ui/realtime/realtime-connection";

// A temporary friend status lasts 3 s.
const TEMPORARY_STATUS_MS = 3000;

/**
 * Per-user statuses set for 3 s when the other side answers one's request live:
 * request_accepted or request_rejected. Then they clear and the page's data is refreshed.
 */
export function useTemporaryStatuses() {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, TemporaryStatus>>(new Map());
  const revalidate = useLiveRevalidate();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const mark = (userId: string, status: TemporaryStatus) => {
    setStatuses((prev) => new Map(prev).set(userId, status));
    clearTimeout(timers.current.get(userId));
    timers.current.set(
      userId,
      setTimeout(() => {
        timers.current.delete(userId);
        setStatuses((prev) => {
          const next = new Map(prev);
          next.delete(userId);
          return next;
        });
        revalidate();
      }, TEMPORARY_STATUS_MS),
    );
  };

  useSocketEvent("friendRequestAccepted", (p) => mark(p.userId, "request_accepted"));
  useSocketEvent("friendRequestRejected", (p) => mark(p.userId, "request_rejected"));
  return statuses;
}
