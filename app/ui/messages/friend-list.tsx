import { Link } from "@remix-run/react";
import { Avatar } from "~/ui/common/avatar";
import { Pager } from "~/ui/common/pager";
import { conversationHref, conversationListHref } from "~/ui/messages/hrefs";
import type { ChatFriend } from "~/ui/messages/types";
import { UnreadBadge } from "~/ui/messages/unread-badge";
import { cn } from "~/utils/cn";

/** A green (online) or grey (offline) dot on the avatar; the state is also said in words. */
function OnlineDot({ online }: { online: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "absolute -bottom-0.5 -right-0.5 h-3 w-3 rounded-full border-2 border-white dark:border-slate-900",
        online ? "bg-green-500" : "bg-slate-400",
      )}
    />
  );
}

/**
 * The left column of /messages: friends with an online dot and an unread badge, the latest
 * conversation first, a page at a time (Previous and Next links under the list).
 */
export function FriendList({
  friends,
  page,
  hasMore,
  selectedId,
  className,
}: {
  friends: ChatFriend[];
  page: number;
  hasMore: boolean;
  selectedId: string | null;
  className?: string;
}) {
  return (
    <aside
      aria-label="Friends"
      className={cn(
        "card w-full flex-col gap-2 overflow-y-auto p-3 md:w-72 md:shrink-0",
        className,
      )}
    >
      <h1 className="px-2 text-xl font-bold">Messages</h1>
      {friends.length === 0 && page === 1 ? (
        <div className="px-2 py-6 text-center">
          <p className="font-semibold">No friends to message</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Add friends to start chatting!
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {friends.map((f) => {
            const selected = f.id === selectedId;
            return (
              <li key={f.id}>
                <Link
                  to={conversationHref(f.id, page)}
                  aria-current={selected ? "page" : undefined}
                  data-testid="chat-friend"
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-2 py-2 text-sm",
                    selected
                      ? "bg-brand-600 text-white"
                      : "hover:bg-slate-100 dark:hover:bg-slate-800",
                  )}
                >
                  <span className="relative shrink-0">
                    <Avatar user={f} />
                    <OnlineDot online={f.isOnline} />
                  </span>
                  <span className="truncate font-medium">{f.username}</span>
                  <span className="sr-only">{f.isOnline ? "Online" : "Offline"}</span>
                  <UnreadBadge count={f.unread} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        label="Conversation pages"
        page={page}
        more={hasMore}
        // Paging the list keeps the open conversation open.
        hrefOf={(n) => (selectedId ? conversationHref(selectedId, n) : conversationListHref(n))}
      />
    </aside>
  );
}
