import { useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

type Props = {
  /** The dialog's URL twin: ?dialog=<name>. */
  name: string;
  title: string;
  triggerLabel: string;
  triggerClassName?: string;
  /** Keep it open, e.g. while the server's answer shows an error inside. */
  keepOpen?: boolean;
  children: ReactNode;
};

/**
 * A modal <dialog> that is also a URL. The trigger is a real link to ?dialog=<name>: without
 * JavaScript it loads the page with the dialog open (and its form posts as usual); with
 * JavaScript it opens at once as a modal (focus trapped, Escape closes). Closes itself after a
 * navigation, e.g. the redirect that follows a successful form.
 */
export function LinkedDialog({
  name,
  title,
  triggerLabel,
  triggerClassName,
  keepOpen = false,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = params.get("dialog") === name;
  const open = inUrl || keepOpen;
  // Rendered open by the server; React must not toggle the attribute after that.
  const [openOnServer] = useState(open);
  const titleId = `${name}-dialog-title`;
  const href = `${location.pathname}?dialog=${encodeURIComponent(name)}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, location.key]);

  return (
    <>
      <a
        href={href}
        className={triggerClassName}
        onClick={(e) => {
          if (!ref.current?.showModal) return;
          e.preventDefault();
          ref.current.showModal();
        }}
      >
        {triggerLabel}
      </a>
      <dialog
        ref={ref}
        open={openOnServer || undefined}
        aria-labelledby={titleId}
        onClose={() => {
          // Ignore the close of the upgrade above (close, then showModal): it is open again.
          if (ref.current?.open) return;
          if (inUrl) navigate(location.pathname, { replace: true, preventScrollReset: true });
        }}
        className="z-50 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <a
            href={location.pathname}
            aria-label="Close"
            className="rounded px-1 opacity-70 hover:opacity-100"
            onClick={(e) => {
              if (!ref.current?.open) return;
              e.preventDefault();
              ref.current.close();
            }}
          >
            ✕
          </a>
        </div>
        {children}
      </dialog>
    </>
  );
}
