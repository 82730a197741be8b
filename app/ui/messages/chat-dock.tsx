import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { conversationHref } from "~/ui/messages/hrefs";
import { useSocketEvent } from "~/ui/realtime/realtime-connection";
import { useShowToast } from "~/ui/shell/toast-context";

// The reaction notice lasts 3 s.
const REACTION_TOAST_MS = 3000;

type OpenChat = {
  friendId: string;
  username: string;
  lastMessage: string;
  unseen: number;
  expanded: boolean;
};

const isOpenConversation = (location: { pathname: string; search: string }, friendId: string) =>
  location.pathname === "/messages" &&
  new URLSearchParams(location.search).get("with") === friendId;

/**
 * Chat notices on every page (mounted once in the shell): a new message from someone whose
 * conversation is not open pops up a minimised chat with them, and a reaction to one of your
 * messages shows the 'Message Reaction' toast.
 */
export function ChatDock({ userId }: { userId: string | null }) {
  const location = useLocation();
  const showToast = useShowToast();
  const [chat, setChat] = useState<OpenChat | null>(null);

  useSocketEvent("newMessage", (event) => {
    if (!userId || event.senderId === userId) return;
    if (isOpenConversation(location, event.senderId)) return;
    setChat((open) =>
      open?.friendId === event.senderId
        ? { ...open, lastMessage: event.message, unseen: open.unseen + 1 }
        : {
            friendId: event.senderId,
            username: event.senderUsername,
            lastMessage: event.message,
            unseen: 1,
            expanded: false,
          },
    );
  });

  useSocketEvent("reactionNotification", (event) => {
    showToast({
      title: "Message Reaction",
      description: `${event.fromUsername} reacted ${event.emoji} to your message`,
      duration: REACTION_TOAST_MS,
    });
  });

  // Opening that conversation (or signing out) makes the pop-up redundant.
  useEffect(() => {
    if (!userId || (chat && isOpenConversation(location, chat.friendId))) setChat(null);
  }, [userId, location, chat]);

  if (!chat) return null;
  const toggle = () => setChat({ ...chat, expanded: !chat.expanded });
  return (
    <aside
      aria-label={`Chat with ${chat.username}`}
      data-testid="minimised-chat"
      className="fixed bottom-4 right-4 z-30 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm font-semibold"
          aria-expanded={chat.expanded}
          onClick={toggle}
        >
          <span aria-hidden="true">💬</span>
          <span className="truncate">{chat.username}</span>
          <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            {chat.unseen > 9 ? "9+" : chat.unseen}
            <span className="sr-only"> new</span>
          </span>
        </button>
        <button
          type="button"
          className="rounded px-1 text-muted hover:text-slate-900 dark:hover:text-white"
          aria-label="Close chat"
          onClick={() => setChat(null)}
        >
          ✕
        </button>
      </div>
      {chat.expanded ? (
        <div className="border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
          <p className="line-clamp-4 whitespace-pre-wrap break-words">{chat.lastMessage}</p>
          <Link
            to={conversationHref(chat.friendId)}
            className="btn-primary mt-2 w-full"
            onClick={() => setChat(null)}
          >
            Open chat
          </Link>
        </div>
      ) : (
        <p className="truncate px-3 pb-2 text-xs text-slate-600 dark:text-slate-300">
          {chat.lastMessage}
        </p>
      )}
    </aside>
  );
}
