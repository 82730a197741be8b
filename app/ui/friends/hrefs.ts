import type { FriendTab } from "~/schemas/friends";

/** A /friends URL: the tab, the search (Find Friends only) and the removal being confirmed. */
export function friendsHref({ tab, q, remove }: { tab: FriendTab; q?: string; remove?: string }) {
  const params = new URLSearchParams({ tab });
  if (tab === "find" && q) params.set("q", q);
  if (remove) params.set("remove", remove);
  return `/friends?${params}`;
}
