import { Avatar } from "~/ui/common/avatar";
import { Pager, RowLink, useRowLinkNavigation } from "~/ui/common/pager";
import { conversationHref, conversationListHref } from "~/ui/messages/hrefs";
import type { ChatFriend } from "~/ui/messages/types";
import { UnreadBadge } from "~/ui/messages/unread-badge";
import { cn } from "~/utils/cn";

/** A green (online) or grey (offline) dot on the avatar; the state is also said in words. */
function OnlineDot({ online }: { online: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn("online-dot", online ? "bg-green-500" : "bg-slate-400")}
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
  const onRowClick = useRowLinkNavigation();
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
        // Keyboard activation of a link is a click too: the list's handler serves both.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <ul className="flex flex-col gap-1" onClick={onRowClick}>
          {friends.map((f) => {
            const selected = f.id === selectedId;
            return (
              <li key={f.id}>
                <RowLink
                  to={conversationHref(f.id, page)}
                  aria-current={selected ? "page" : undefined}
                  data-testid="chat-friend"
                  // Its look, selected (aria-current) or not, is in the class (app/tailwind.css).
                  className="chat-friend"
                >
                  <span className="relative shrink-0">
                    <Avatar user={f} />
                    <OnlineDot online={f.isOnline} />
                  </span>
                  <span className="truncate font-medium">{f.username}</span>
                  <span className="sr-only">{f.isOnline ? "Online" : "Offline"}</span>
                  <UnreadBadge count={f.unread} />
                </RowLink>
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
