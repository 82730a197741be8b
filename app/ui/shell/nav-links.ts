import { REPORTS_HREF } from "~/ui/admin/hrefs";
import { YOUR_MATCHES_ID } from "~/ui/events/hrefs";
import type { Badges } from "~/ui/shell/use-live-badges";

export type NavLinkItem = { to: string; label: string; badge?: number };

export type ShellUser = {
  id: string;
  username: string;
  role: string;
  isAdmin: boolean;
  profilePicture: string | null;
};

/**
 * The top bar's links. Each area's link is listed here when its screen exists, so no
 * link leads to a page that is not built yet.
 */
export function navLinks(user: ShellUser | null, badges: Badges): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: "/tournaments", label: "Tournaments" },
    { to: "/rankings", label: "Rankings" },
    // Sets waiting for the player's confirmation are listed on the score tracker.
    { to: "/score-tracker", label: "Score Tracker", badge: user ? badges.sets : undefined },
    { to: "/updates", label: "Updates" },
  ];
  // A bracket match to play now: the badge leads to it on the home page.
  if (user && badges.matches > 0) {
    links.unshift({ to: `/#${YOUR_MATCHES_ID}`, label: "Your match", badge: badges.matches });
  }
  if (user) links.push({ to: "/friends", label: "Friends", badge: badges.friends });
  if (user) links.push({ to: "/messages", label: "Messages", badge: badges.messages });
  if (user && (user.isAdmin || user.role === "owner")) {
    links.push({ to: "/admin", label: "Admin Page", badge: badges.admin });
    // Open reports get their own link, straight to the moderation queue.
    if (badges.reports > 0) {
      links.push({ to: REPORTS_HREF, label: "Open reports", badge: badges.reports });
    }
  }
  return links;
}
