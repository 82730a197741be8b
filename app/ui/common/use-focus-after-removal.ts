import { type RefObject, useEffect, useRef } from "react";

/**
 * When a control goes away while it had focus (an Undo with nothing left to undo), focus moves to
 * `fallback` instead of falling back to the page's <body>, where a keyboard or screen reader user
 * would start again from the top.
 */
export function useFocusAfterRemoval(shown: boolean, fallback: RefObject<HTMLElement | null>) {
  const wasShown = useRef(shown);
  useEffect(() => {
    if (wasShown.current && !shown && document.activeElement === document.body) {
      fallback.current?.focus({ preventScroll: true });
    }
    wasShown.current = shown;
  }, [shown, fallback]);
}
