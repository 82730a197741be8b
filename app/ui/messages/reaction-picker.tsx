import { useRef, type RefObject } from "react";
import { REACTION_EMOJIS } from "~/schemas/chat-limits";
import { usePopover } from "~/ui/common/use-popover";
import { ReactionForm } from "~/ui/messages/reaction-form";
import type { ChatMessage } from "~/ui/messages/types";

/**
 * The 12-emoji reaction picker of one message. Each emoji is a form (so it works without
 * JavaScript, at /messages?with=…&react=<id>). With JavaScript it is a popover of the message's
 * React link: focus moves in, Escape or a press outside closes it, and focus returns to the link.
 */
export function ReactionPicker({
  message,
  meId,
  friendId,
  closeHref,
  trigger,
  onClose,
}: {
  message: ChatMessage;
  meId: string;
  friendId: string;
  closeHref: string;
  /** The message's React link, where focus goes back (also when a long press opened it). */
  trigger: RefObject<HTMLElement>;
  onClose: () => void;
}) {
  const popup = useRef<HTMLDivElement>(null);
  usePopover({ open: true, onClose, trigger, popup });

  const mine = new Set(message.reactions.filter((r) => r.userId === meId).map((r) => r.emoji));
  return (
    <div
      ref={popup}
      role="group"
      aria-label="Reaction picker"
      className="mt-1 flex max-w-xs flex-wrap items-center gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {REACTION_EMOJIS.map((emoji) => (
        <ReactionForm
          key={emoji}
          friendId={friendId}
          messageId={message.id}
          emoji={emoji}
          mine={mine.has(emoji)}
          label={`React with ${emoji}`}
          onDone={onClose}
          className="rounded-md p-1 text-xl hover:bg-slate-100 aria-pressed:bg-brand-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900/60"
        >
          {emoji}
        </ReactionForm>
      ))}
      <a
        href={closeHref}
        className="ml-auto px-1 text-xs text-muted hover:underline"
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        Close
      </a>
    </div>
  );
}
