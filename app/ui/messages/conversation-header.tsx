import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Avatar } from "~/ui/common/avatar";
import type { ChatFriend } from "~/ui/messages/types";

/** The open conversation's header: the way back to the list (small screens), who, and whether online. */
export function ConversationHeader({
  friend,
  children,
}: {
  friend: ChatFriend;
  children?: ReactNode;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-800">
      <Link to="/messages" className="btn-ghost px-2 md:hidden" aria-label="Back to friends">
        ←
      </Link>
      <Avatar user={friend} size="md" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-bold">{friend.username}</h2>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {friend.isOnline ? "Online" : "Offline"}
        </p>
      </div>
      {children}
    </header>
  );
}

/**
 * The pane while the conversation's code is still on its way (opened from the list right after
 * the page loaded, or on a slow network): its header, so a phone keeps the way back, and a notice.
 */
export function ConversationLoading({ friend }: { friend: ChatFriend }) {
  return (
    <>
      <ConversationHeader friend={friend} />
      <p role="status" className="m-auto p-6 text-sm text-muted">
        Loading conversation…
      </p>
    </>
  );
}
