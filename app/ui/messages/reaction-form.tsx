import type { ReactNode } from "react";
import { useChatActions } from "~/ui/messages/use-chat-actions";

/**
 * One reaction button as a small form: without JavaScript it posts to the page (and comes back
 * to the message); with JavaScript it calls /api/chat/reactions instead. `mine` decides whether
 * the press adds or removes the reader's reaction.
 */
export function ReactionForm({
  friendId,
  messageId,
  emoji,
  mine,
  className,
  label,
  onDone,
  children,
}: {
  friendId: string;
  messageId: number;
  emoji: string;
  mine: boolean;
  className?: string;
  label?: string;
  onDone?: () => void;
  children: ReactNode;
}) {
  const { setReaction } = useChatActions();
  const op = mine ? "remove" : "add";
  return (
    <form
      method="post"
      action={`/messages?with=${encodeURIComponent(friendId)}`}
      className="inline"
      onSubmit={(event) => {
        event.preventDefault();
        onDone?.();
        void setReaction(messageId, emoji, op);
      }}
    >
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="messageId" value={messageId} />
      <input type="hidden" name="emoji" value={emoji} />
      <input type="hidden" name="with" value={friendId} />
      <button type="submit" className={className} aria-pressed={mine} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
