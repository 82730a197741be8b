import type { FriendTab } from "~/schemas/friends-options";

/**
 * A /friends URL: the tab, the search (Find Friends only), the page of My Friends and the
 * removal being confirmed.
 */
export function friendsHref({
  tab,
  q,
  page,
  remove,
}: {
  tab: FriendTab;
  q?: string;
  page?: number;
  remove?: string;
}) {
  const params = new URLSearchParams({ tab });
  if (tab === "find" && q) params.set("q", q);
  if (tab === "friends" && page && page > 1) params.set("page", String(page));
  if (remove) params.set("remove", remove);
  return `/friends?${params}`;
}
