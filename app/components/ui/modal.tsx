import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A modal built on <dialog>: the browser traps focus, Escape closes it, and a click on the
 * backdrop closes it too. Used for content that JavaScript opens in place; content that must
 * also work without JavaScript has its own URL (see LinkedDialog and /tournaments/:id).
 */
export function Modal({ open, onClose, title, children, className = "max-w-lg" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Escape already closes a modal <dialog>; the click handler only adds the backdrop click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the ::backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
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
    </dialog>
  );
}
