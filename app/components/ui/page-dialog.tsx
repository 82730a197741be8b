import { useEffect, useRef, useState, type ReactNode } from "react";
import { trapTab } from "~/components/ui/trap-tab";
import { cn } from "~/utils/cn";

type Props = {
  labelledBy: string;
  describedBy?: string;
  /** Escape: leave the page state (navigate to the URL without it), or close a local one. */
  onCancel: () => void;
  /** A little wider, for lists (Vote Details). */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A dialog that is a page state (its URL renders it, e.g. ?delete=<id> or ?votes=<id>). The
 * server sends it open, fixed in the middle of the screen, so it works without JavaScript; once
 * the script runs it becomes a modal (focus trapped, the page behind inert), Escape cancels, and
 * focus returns to the control that opened it.
 */
export function PageDialog({ labelledBy, describedBy, onCancel, wide = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Rendered open by the server; React must not toggle the attribute after that.
  const [openOnServer] = useState(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // The page state usually ends by a navigation that unmounts the dialog, not by close(), so
    // focus goes back to the control that opened it here rather than by the browser.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    return () => {
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, []);

  return (
    <>
      {/* Dims the page when the dialog is shown without JavaScript (as a non-modal dialog). */}
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40" />
      <dialog
        ref={ref}
        open={openOnServer || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={trapTab}
        onCancel={(event) => {
          event.preventDefault();
          onCancel();
        }}
        className={cn(
          "fixed inset-0 z-50 m-auto h-fit max-h-[85vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
          wide ? "max-w-lg" : "max-w-md",
        )}
      >
        {children}
      </dialog>
    </>
  );
}
