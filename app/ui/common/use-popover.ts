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
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
      if (focusWasInside(box)) returnFocus(trigger.current);
    };
  }, [open, popup, trigger]);
}
