import { useRef, useState } from "react";
import { usePopover } from "~/ui/common/use-popover";
import { PICKER_EMOJIS } from "~/ui/messages/emojis";

/** The composer's 40-emoji picker; a pick is inserted into the draft. Needs JavaScript. */
export function EmojiPicker({
  onPick,
  disabled,
}: {
  onPick: (emoji: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  usePopover({ open, onClose: () => setOpen(false), trigger, popup });

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        className="btn-ghost px-2 text-xl"
        aria-label="Add emoji"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        😊
      </button>
      {open ? (
        <div
          ref={popup}
          role="group"
          aria-label="Emoji picker"
          className="absolute bottom-full left-0 z-20 mb-2 grid w-72 grid-cols-8 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {PICKER_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="rounded p-1 text-xl hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={`Insert ${emoji}`}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
