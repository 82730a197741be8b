import { Link } from "@remix-run/react";
import type { FriendTab } from "~/schemas/friends-options";
import { friendsHref } from "~/ui/friends/hrefs";
import { cn } from "~/utils/cn";

/** The three tabs are links (?tab=), so they work without JavaScript and can be shared. */
export function FriendTabs({
  tab,
  friendCount,
  requestCount,
}: {
  tab: FriendTab;
  friendCount: number;
  requestCount: number;
}) {
  const tabClass = (active: boolean) =>
    cn(
      "flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-center text-xs font-semibold sm:px-4 sm:text-sm",
      active
        ? "bg-brand-600 text-white"
        : "text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800",
    );
  const item = (value: FriendTab, content: React.ReactNode) => (
    <Link
      to={friendsHref({ tab: value })}
      className={tabClass(tab === value)}
      aria-current={tab === value ? "page" : undefined}
      preventScrollReset
    >
      {content}
    </Link>
  );
  return (
    <nav
      aria-label="Friends sections"
      className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-900"
    >
      {item("friends", `My Friends (${friendCount})`)}
      {item(
        "requests",
        <>
          Requests
          {requestCount > 0 ? (
            <span
              data-testid="requests-badge"
              className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
            >
              {requestCount}
            </span>
          ) : null}
        </>,
      )}
      {item("find", "Find Friends")}
    </nav>
  );
}
