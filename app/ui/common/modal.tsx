import { useId, type ReactNode } from "react";
import { Dialog } from "~/ui/common/dialog";

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A titled Dialog with a ✕ button that also closes on a backdrop click, for content that
 * JavaScript opens in place; content that must also work without JavaScript has its own URL
 * (see LinkedDialog and /tournaments/:id).
 */
export function Modal({ open, onClose, title, children, className = "max-w-lg" }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnBackdrop
      aria-labelledby={titleId}
      className={`w-[calc(100%-2rem)] ${className} rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/60 dark:bg-slate-900 dark:text-slate-100`}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="btn-ghost -mr-2 -mt-1 px-2"
              aria-label="Close dialog"
            >
              ✕
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </Dialog>
  );
}
