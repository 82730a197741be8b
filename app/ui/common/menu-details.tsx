import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useOnChange } from "~/ui/common/use-on-change";
import { usePopover } from "~/ui/common/use-popover";

/**
 * A menu on <details>: without JavaScript its summary opens and closes it. With JavaScript it is
 * a popover (focus moves in, Escape and a press outside close it, focus returns to the summary)
 * and a client-side navigation closes it too (without JavaScript the page load does).
 */
export function MenuDetails({
  label,
  summary,
  summaryClassName,
  panelClassName,
  children,
}: {
  label: string;
  summary: ReactNode;
  summaryClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const trigger = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => {
    // A menu opened before the page's code arrived (natively, its toggle event unheard) becomes
    // the popover, unless the player has moved on to another control: then it closes, as a
    // press outside would have closed it, rather than taking the focus back.
    const menu = details.current;
    if (!menu?.open) return;
    const focus = document.activeElement;
    if (!focus || focus === document.body || menu.contains(focus)) setOpen(true);
    else menu.open = false;
  }, []);
  // A navigation closes it.
  useOnChange(location.key, () => setOpen(false));
  usePopover({ open, onClose: () => setOpen(false), trigger, popup: panel });

  return (
    <details
      ref={details}
      className="relative"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={trigger} className={summaryClassName} aria-label={label}>
        {summary}
      </summary>
      <div ref={panel} className={panelClassName}>
        {children}
      </div>
    </details>
  );
}
