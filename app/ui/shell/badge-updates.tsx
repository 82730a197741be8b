import { useCallback, useEffect, useRef } from "react";
import type { NotificationCounts } from "~/models/admin-notifications.server";
import { useSocketEvent } from "~/ui/realtime/realtime-connection";
import { adminBadges, sumUnread, type Badges, type UpdateBadges } from "~/ui/shell/use-live-badges";

// Admin notifications and friend requests are polled every 30 s, unread chat every 5 s.
const ADMIN_POLL_MS = 30_000;
const FRIENDS_POLL_MS = 30_000;
const MESSAGES_POLL_MS = 5_000;

/** One badge's source: the /api call and how its answer becomes counts. */
const SOURCES: Record<"admin" | "friends" | "messages", Source> = {
  admin: {
    url: "/api/admin/notifications",
    read: (b: unknown) => adminBadges(b as NotificationCounts),
  },
  friends: {
    url: "/api/friends/requests/count",
    read: (b: unknown) => ({ friends: (b as { count: number }).count }),
  },
  messages: {
    url: "/api/chat/unread-counts",
    read: (b: unknown) => ({ messages: sumUnread(b as Record<string, number>) }),
  },
};
type Source = { url: string; read: (body: unknown) => Partial<Badges> };

type Name = keyof typeof SOURCES;

/**
 * Keeps a signed-in player's badge counts fresh: polled at their polling intervals and refetched
 * at once on the realtime events that change them. Draws nothing; the top bar fetches it after
 * hydration, so no page's first load carries it (issue 28).
 */
export default function BadgeUpdates({
  isAdmin,
  update,
}: {
  isAdmin: boolean;
  update: UpdateBadges;
}) {
  const refresh = useCallback(
    async (name: Name) => {
      try {
        const res = await fetch(SOURCES[name].url, { credentials: "same-origin" });
        if (!res.ok) return;
        update(SOURCES[name].read(await res.json()));
      } catch (error) {
        console.warn("Badge refresh failed", error);
      }
    },
    [update],
  );

  usePoll(isAdmin, ADMIN_POLL_MS, () => refresh("admin"));
  usePoll(true, FRIENDS_POLL_MS, () => refresh("friends"));
  usePoll(true, MESSAGES_POLL_MS, () => refresh("messages"));

  // A post or comment hidden by reports waits for an admin: the badge says so at once.
  useSocketEvent("reportedItemHidden", () => void refresh("admin"));
  const refreshFriends = () => void refresh("friends");
  const refreshMessages = () => void refresh("messages");
  useSocketEvent("friendRequestReceived", refreshFriends);
  useSocketEvent("friendRequestAccepted", refreshFriends);
  useSocketEvent("friendRequestRejected", refreshFriends);
  useSocketEvent("friendRemoved", refreshFriends);
  useSocketEvent("newMessage", refreshMessages);
  useSocketEvent("messageReceived", refreshMessages);
  useSocketEvent("messageRead", refreshMessages);
  useSocketEvent("messagesMarkedAsRead", refreshMessages);
  // The count comes with the event: a set started or answered anywhere.
  useSocketEvent("setsAwaiting", ({ count }) => update({ sets: count }));
  return null;
}

function usePoll(enabled: boolean, everyMs: number, run: () => void) {
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => runRef.current(), everyMs);
    return () => clearInterval(timer);
  }, [enabled, everyMs]);
}
