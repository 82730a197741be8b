import { useEffect, useRef, useState, type ReactNode } from "react";
import { focusedOutside, focusWasInside, returnFocus } from "~/ui/common/focus-return";
import { trapTab } from "~/ui/common/trap-tab";
import { useBrowserLayoutEffect } from "~/ui/common/use-browser-layout-effect";
import { useHydrated } from "~/ui/common/use-hydrated";

type Props = {
  open: boolean;
  /**
   * Escape, a backdrop click (with closeOnBackdrop) or the browser shutting the dialog: the owner
   * decides what closing means (clear its state, or navigate away from the page state).
   */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  className: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  children: ReactNode;
};

/**
 * A shown link in the page to `url` (path and query), outside `overlay`: the control that opens
 * the dialog as a page state. In-page links (#main) resolve to the current URL too, and links
 * out of the Tab order are no controls, so neither counts.
 */
function linkTo(url: string, overlay: Element | null) {
  const links = document.querySelectorAll<HTMLAnchorElement>(
    "a[href]:not([href^='#']):not([tabindex='-1'])",
  );
  return (
    [...links].find(
      (a) =>
        a.pathname + a.search === url && !overlay?.contains(a) && a.getClientRects().length > 0,
    ) ?? null
  );
}

/**
 * The one modal dialog: a native <dialog> shown with showModal(), so the page behind is inert and
 * focus moves in. Tab stays inside, Escape closes, and when the dialog closes or unmounts (a page
 * state usually ends with a navigation) focus goes back to the control that opened it.
 *
 * When it is open on the first render (a page state such as ?delete=<id>), the server sends it
 * with the `open` attribute, a plain non-modal dialog that works without JavaScript; the script
 * then turns it into a modal in place.
 */
export function Dialog({
  open,
  onClose,
  closeOnBackdrop = false,
  className,
  children,
  ...aria
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  // Only a dialog rendered by the server carries the attribute; React must not toggle it later.
  const [openOnServer] = useState(() => open && !hydrated);
  const opener = useRef<{ control: HTMLElement | null; url: string } | null>(null);
  const latest = useRef({ open, onClose });
  latest.current = { open, onClose };

  // Opening happens before the first paint.
  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = {
      control: focusedOutside(dialog),
      url: window.location.pathname + window.location.search,
    };
    if (!dialog.matches(":modal")) {
      // Not close() then showModal(): that fires a close event and leaves a moment in which the
      // dialog is shut, where a click already under way is lost.
      dialog.removeAttribute("open");
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  // After every DOM change of the commit that closed or removed the dialog, so the opener is in
  // its final place (a navigation may have re-rendered the page around it).
  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    return () => {
      const from = opener.current;
      if (!from || !focusWasInside(dialog)) return;
      if (!returnFocus(from.control)) returnFocus(linkTo(from.url, dialog));
    };
  }, [open]);

  return (
    // Escape is the dialog's own cancel event; the click handler only adds the backdrop click.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      open={openOnServer || undefined}
      {...aria}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        latest.current.onClose();
      }}
      onClose={() => {
        // The browser may shut a modal itself (a second Escape in a row); closes of our own come
        // after `open` turned false.
        if (latest.current.open) latest.current.onClose();
      }}
      onClick={(event) => {
        if (!closeOnBackdrop || event.target !== event.currentTarget) return;
        // A click on the ::backdrop lands on the dialog element, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const inBox =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inBox) latest.current.onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
