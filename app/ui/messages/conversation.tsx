import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/common/use-hydrated";
import { Composer } from "~/ui/messages/composer";
import { ConversationHeader } from "~/ui/messages/conversation-header";
import { conversationHref } from "~/ui/messages/hrefs";
import { MessageItem } from "~/ui/messages/message-item";
import type { ChatFriend, ChatMessage, Me } from "~/ui/messages/types";
import { useSocketEvent } from "~/ui/realtime/realtime-connection";

// A typing notice with no follow-up (the friend closed the tab) fades after this long.
const TYPING_TIMEOUT_MS = 5000;

function useFriendTyping(friendId: string) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useSocketEvent("userTyping", (event) => {
    if (event.userId !== friendId) return;
    clearTimeout(timer.current);
    setTyping(event.isTyping);
    if (event.isTyping) timer.current = setTimeout(() => setTyping(false), TYPING_TIMEOUT_MS);
  });
  // A message from them ends their typing.
  useSocketEvent("newMessage", (event) => {
    if (event.senderId === friendId) setTyping(false);
  });
  return typing;
}

/** The right pane with a friend selected: header, history, typing notice and the composer. */
export function Conversation({
  me,
  friend,
  messages,
  hasMore,
  olderPage,
  reactTo,
  serverNow,
}: {
  me: Me;
  friend: ChatFriend;
  messages: ChatMessage[];
  hasMore: boolean;
  /** Showing an older page (?before=…) rather than the newest messages. */
  olderPage: boolean;
  reactTo: number | null;
  serverNow: number;
}) {
  const [pickerFor, setPickerFor] = useState<number | null>(reactTo);
  useEffect(() => setPickerFor(reactTo), [reactTo]);
  const typing = useFriendTyping(friend.id);
  const href = conversationHref(friend.id);
  const hydrated = useHydrated();

  return (
    <>
      <ConversationHeader friend={friend}>
        {/* Without JavaScript new messages come with a reload; with it they arrive live. */}
        {hydrated ? null : (
          <Link to={href} className="text-sm text-accent hover:underline">
            Refresh
          </Link>
        )}
      </ConversationHeader>

      {/* column-reverse keeps the newest message in view, even without JavaScript. */}
      <div className="flex flex-1 flex-col-reverse overflow-y-auto p-3">
        <div className="flex flex-col gap-3">
          {hasMore ? (
            <a
              href={`${href}&before=${messages[0]?.id}`}
              className="self-center text-sm text-accent hover:underline"
            >
              Load older messages
            </a>
          ) : null}
          {messages.length === 0 ? (
            <p className="py-10 text-center text-slate-600 dark:text-slate-300">
              No messages yet. Start the conversation!
            </p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label={`Conversation with ${friend.username}`}>
              {messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  me={me}
                  friend={friend}
                  serverNow={serverNow}
                  conversationHref={href}
                  pickerOpen={pickerFor === m.id}
                  onOpenPicker={() => setPickerFor(m.id)}
                  onClosePicker={() => setPickerFor((open) => (open === m.id ? null : open))}
                />
              ))}
            </ol>
          )}
          {olderPage ? (
            <a href={href} className="self-center text-sm text-accent hover:underline">
              Show the newest messages
            </a>
          ) : null}
        </div>
      </div>

      <p aria-live="polite" className="h-5 px-3 text-xs italic text-muted">
        {typing ? `${friend.username} is typing...` : ""}
      </p>
      <Composer friend={friend} />
    </>
  );
}
