import { useEffect, useState } from "react";

export type Badges = { admin: number };

const ADMIN_POLL_MS = 30_000;

type Counts = {
  pendingTournamentCount: number;
  pendingAdminRequestCount: number;
  newUsersCount: number;
};

export const sumAdminCounts = (c: Counts) =>
  c.pendingTournamentCount + c.pendingAdminRequestCount + c.newUsersCount;

/**
 * The top bar's badge counts: rendered by the server, then kept fresh while JS runs (spec 1 §4:
 * admin notification counts every 30 s, admins only).
 */
export function useLiveBadges(initial: Badges, isAdmin: boolean): Badges {
  const [badges, setBadges] = useState(initial);
  useEffect(() => setBadges(initial), [initial]);

  useEffect(() => {
    if (!isAdmin) return;
    const timer = setInterval(async () => {
      try {
        const res = await fetch("/api/admin/notifications", { credentials: "same-origin" });
        if (res.ok) {
          const admin = sumAdminCounts((await res.json()) as Counts);
          setBadges((b) => ({ ...b, admin }));
        }
      } catch (error) {
        console.warn("Badge refresh failed", error);
      }
    }, ADMIN_POLL_MS);
    return () => clearInterval(timer);
  }, [isAdmin]);

  return badges;
}
