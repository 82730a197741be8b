import { startTransition, useCallback, useEffect, useState } from "react";
import type { NotificationCounts } from "~/models/admin-notifications.server";

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

/** The admin counts as two badges: reports have their own link, to the queue. */
export const adminBadges = (c: NotificationCounts) => ({
  admin: c.pendingTournamentCount + c.pendingAdminRequestCount + c.newUsersCount,
  reports: c.reports,
});

/** The Messages badge: every friend's unread count added up. */
export const sumUnread = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Changes to some of the counts. */
export type UpdateBadges = (counts: Partial<Badges>) => void;

/**
 * The top bar's badge counts: the server's at first (and again at each page load), then as the
 * live updates (badge-updates.tsx, fetched after hydration for a signed-in player) change them.
 * Updates are transitions: the bar's lazy parts may still be waiting for their code, and an
 * urgent update would make React discard their server HTML (its error #421).
 */
export function useLiveBadges(initial: Badges): [Badges, UpdateBadges] {
  const [badges, setBadges] = useState(initial);
  useEffect(() => setBadges(initial), [initial]);
  const update = useCallback<UpdateBadges>((counts) => {
    startTransition(() =>
      setBadges((b) => {
        const changed = Object.entries(counts).some(([k, v]) => b[k as keyof Badges] !== v);
        return changed ? { ...b, ...counts } : b;
      }),
    );
  }, []);
  return [badges, update];
}
