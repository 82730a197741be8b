import { useRef } from "react";
import { MessageTime } from "~/ui/messages/message-time";
import { ReactionGroups } from "~/ui/messages/reaction-groups";
import { ReactionPicker } from "~/ui/messages/reaction-picker";
import type { ChatMessage, Me } from "~/ui/messages/types";
import { useLongPress } from "~/ui/messages/use-long-press";
import { cn } from "~/utils/cn";

export const messageAnchor = (id: number) => `message-${id}`;

/**
 * One message: own messages on the right, marked '(you)'. The text is rendered as text (React
 * escapes it), never as HTML. Long-press, right-click or the React link open the reaction picker.
 */
export function MessageItem({
  message,
  me,
  friend,
  serverNow,
  pickerOpen,
  conversationHref,
  onOpenPicker,
  onClosePicker,
}: {
  message: ChatMessage;
  me: Me;
  friend: { id: string; username: string };
  serverNow: number;
  pickerOpen: boolean;
  conversationHref: string;
  onOpenPicker: () => void;
  onClosePicker: () => void;
}) {
  const own = message.senderId === me.id;
  const press = useLongPress(onOpenPicker);
  const reactLink = useRef<HTMLAnchorElement>(null);
  const anchor = messageAnchor(message.id);
  return (
    <li
      id={anchor}
      data-testid="chat-message"
      className={cn("flex scroll-mt-4 flex-col gap-0.5", own ? "items-end" : "items-start")}
    >
      <div className="message-meta">
        <span className="font-semibold">{own ? `${me.username} (you)` : friend.username}</span>
        <MessageTime iso={message.createdAt} serverNow={serverNow} />
      </div>
      <div
        {...press}
        className={own ? "message-text-own" : "message-text-theirs"}
        data-testid="message-text"
      >
        {message.message}
      </div>
      <div className={cn("flex items-center gap-2", own ? "flex-row-reverse" : "flex-row")}>
        <ReactionGroups message={message} meId={me.id} friendId={friend.id} />
        <a
          ref={reactLink}
          href={`${conversationHref}&react=${message.id}#${anchor}`}
          className="message-react"
          onClick={(event) => {
            event.preventDefault();
            onOpenPicker();
          }}
        >
          React
        </a>
      </div>
      {pickerOpen ? (
        <ReactionPicker
          message={message}
          meId={me.id}
          friendId={friend.id}
          closeHref={`${conversationHref}#${anchor}`}
          trigger={reactLink}
          onClose={onClosePicker}
        />
      ) : null}
    </li>
  );
}
