import { useEffect, useRef } from "react";
import type { MouseEvent, PointerEvent } from "react";

/** A press held this long opens the reaction picker. */
export const LONG_PRESS_MS = 500;
// A finger that moves further than this is scrolling, not holding.
const MOVE_TOLERANCE_PX = 10;

/** Handlers that call `open` on a long press (mouse, pen or touch-hold) or a right-click. */
export function useLongPress(open: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const start = useRef<{ x: number; y: number } | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };

  return {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        start.current = null;
        openRef.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      cancel();
      openRef.current();
    },
  };
}
