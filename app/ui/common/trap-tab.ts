import type { KeyboardEvent } from "react";
import { FOCUSABLE } from "~/ui/common/focus-return";

/**
 * A keydown handler that keeps Tab inside a modal: a modal <dialog> makes the page behind it
 * inert, but Tab past its last control still leaves the document for the browser's own UI.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
