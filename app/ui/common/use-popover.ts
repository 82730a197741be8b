import { useEffect, useRef, type RefObject } from "react";
import { firstFocusable, focusWasInside, returnFocus } from "~/ui/common/focus-return";

/**
 * The one popover behaviour (pickers, menus): while `open`, focus moves to the popup's first
 * control, Escape or a press outside the popup and its trigger calls `onClose`, and once it
 * closes (by any means, a pick included) focus that was inside goes back to the trigger.
 */
export function usePopover({
  open,
  onClose,
  trigger,
  popup,
}: {
  open: boolean;
  onClose: () => void;
  trigger: RefObject<HTMLElement>;
  popup: RefObject<HTMLElement>;
}) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const box = popup.current;
    firstFocusable(box)?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!box?.contains(target) && !trigger.current?.contains(target)) close.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    // On the window, capturing: React's listener on the document stops a key or press aimed at a
    // part it has not hydrated yet (a lazy part whose code is arriving), and a listener below it
    // would never hear that Escape.
    window.addEventListener("pointerdown", outside, true);
    window.addEventListener("keydown", escape, true);
    return () => {
      window.removeEventListener("pointerdown", outside, true);
      window.removeEventListener("keydown", escape, true);
      if (focusWasInside(box)) returnFocus(trigger.current);
    };
  }, [open, popup, trigger]);
}
