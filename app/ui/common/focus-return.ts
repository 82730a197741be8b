/**
 * Focus handling shared by Dialog and usePopover: who opened an overlay, and giving focus back
 * to it once the overlay is gone.
 */

/** The focused element, unless focus is nowhere (on <body>) or inside `overlay`. */
export function focusedOutside(overlay: Element | null): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return overlay?.contains(active) ? null : active;
}

/** Whether focus was lost with the overlay: it is on <body> or still inside `overlay`. */
export function focusWasInside(overlay: Element | null) {
  return focusedOutside(overlay) === null;
}

/**
 * Focuses `control`, or, when it now sits inside a closed menu (a <details> closed as the control
 * was chosen), that menu's button, so focus never falls back to <body>.
 */
export function returnFocus(control: HTMLElement | null | undefined) {
  if (!control?.isConnected) return false;
  const target =
    control.getClientRects().length > 0
      ? control
      : control.closest("details")?.querySelector<HTMLElement>(":scope > summary");
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}

/** The first control inside `box` that can take focus (visible, enabled). */
export function firstFocusable(box: Element | null) {
  if (!box) return null;
  return (
    [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (el) => el.getClientRects().length > 0,
    ) ?? null
  );
}

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
