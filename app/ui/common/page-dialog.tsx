import type { ReactNode } from "react";
import { Dialog } from "~/ui/common/dialog";
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
 * A dialog that is a page state (its URL renders it, e.g. ?delete=<id> or ?votes=<id>): open for
 * as long as it is rendered. Without JavaScript the server sends it open, fixed in the middle of
 * the screen over a dimmed page; with JavaScript it is a modal Dialog.
 */
export function PageDialog({ labelledBy, describedBy, onCancel, wide = false, children }: Props) {
  return (
    <>
      {/* Dims the page when the dialog is shown without JavaScript (as a non-modal dialog). */}
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40" />
      <Dialog
        open
        onClose={onCancel}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={cn(
          "fixed inset-0 z-50 m-auto h-fit max-h-[85vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
          wide ? "max-w-lg" : "max-w-md",
        )}
      >
        {children}
      </Dialog>
    </>
  );
}
