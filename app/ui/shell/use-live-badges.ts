import { useCallback, useEffect, useRef, useState } from "react";
import type { NotificationCounts } from "~/models/admin-notifications.server";
import { useSocketEvent } from "~/ui/realtime/realtime-connection";

/**
 * `admin`: what waits on the admin page besides reports; `reports`: the open moderation queue;
 * `matches`: the player's bracket matches to play now (fresh at each page load); `sets`: the
 * score-tracker sets waiting for the player's confirmation.
 */
export type Badges = {
  admin: number;
  reports: number;
  friends: number;
  messages: number;
  matches: number;
  sets: number;
};

export const NO_BADGES: Badges = {
  admin: 0,
  reports: 0,
  friends: 0,
  messages: 0,
  matches: 0,
  sets: 0,
};

// Admin notifications and friend requests are polled every 30 s, unread chat every 5 s.
const ADMIN_POLL_MS = 30_000;
const FRIENDS_POLL_MS = 30_000;
const MESSAGES_POLL_MS = 5_000;

/** The admin counts as two badges: reports have their own link, to the queue. */
export const adminBadges = (c: NotificationCounts) => ({
  admin: c.pendingTournamentCount + c.pendingAdminRequestCount + c.newUsersCount,
  reports: c.reports,
});

/** The Messages badge: every friend's unread count added up. */
export const sumUnread = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

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
 * The top bar's badge counts: rendered by the server, then kept fresh while JS runs — polled at
 * their polling intervals and refetched at once on the realtime events that change them.
 */
export function useLiveBadges(initial: Badges, user: { signedIn: boolean; isAdmin: boolean }) {
  const [badges, setBadges] = useState(initial);
  useEffect(() => setBadges(initial), [initial]);

  const refresh = useCallback(async (name: Name) => {
    try {
      const res = await fetch(SOURCES[name].url, { credentials: "same-origin" });
      if (!res.ok) return;
      const counts = SOURCES[name].read(await res.json());
      setBadges((b) => {
        const changed = Object.entries(counts).some(([k, v]) => b[k as keyof Badges] !== v);
        return changed ? { ...b, ...counts } : b;
      });
    } catch (error) {
      console.warn("Badge refresh failed", error);
    }
  }, []);

  usePoll(user.isAdmin, ADMIN_POLL_MS, () => refresh("admin"));
  usePoll(user.signedIn, FRIENDS_POLL_MS, () => refresh("friends"));
  usePoll(user.signedIn, MESSAGES_POLL_MS, () => refresh("messages"));

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
  useSocketEvent("setsAwaiting", ({ count }) =>
    setBadges((b) => (b.sets === count ? b : { ...b, sets: count })),
  );

  return badges;
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
