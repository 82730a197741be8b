import { useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog } from "~/ui/common/dialog";

type Props = {
  /** The dialog's URL twin: ?dialog=<name>. */
  name: string;
  title: string;
  triggerLabel: string;
  triggerClassName?: string;
  /** Keep it open, e.g. while the server's answer shows an error inside. */
  keepOpen?: boolean;
  /** A Cancel button under the content (a confirmation's way out besides ✕ and Escape). */
  cancel?: boolean;
  children: ReactNode;
};

/**
 * A Dialog that is also a URL. The trigger is a real link to ?dialog=<name>: without JavaScript
 * it loads the page with the dialog open (and its form posts as usual); with JavaScript it opens
 * at once, in place. Closes itself after a navigation, e.g. the redirect that follows a
 * successful form.
 */
export function LinkedDialog({
  name,
  title,
  triggerLabel,
  triggerClassName,
  keepOpen = false,
  cancel = false,
  children,
}: Props) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Opened by its trigger in place; or closed by the reader although the URL or keepOpen says open.
  const [openHere, setOpenHere] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setOpenHere(false);
    setDismissed(false);
  }, [location.key]);
  const inUrl = params.get("dialog") === name;
  const titleId = `${name}-dialog-title`;
  const href = `${location.pathname}?dialog=${encodeURIComponent(name)}`;

  const close = () => {
    setOpenHere(false);
    setDismissed(true);
    if (inUrl) navigate(location.pathname, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <a
        href={href}
        className={triggerClassName}
        onClick={(e) => {
          e.preventDefault();
          setOpenHere(true);
        }}
      >
        {triggerLabel}
      </a>
      <Dialog
        open={openHere || ((inUrl || keepOpen) && !dismissed)}
        onClose={close}
        aria-labelledby={titleId}
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
              e.preventDefault();
              close();
            }}
          >
            ✕
          </a>
        </div>
        {children}
        {cancel ? (
          <a
            href={location.pathname}
            className="btn-secondary mt-4 min-h-11"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            Cancel
          </a>
        ) : null}
      </Dialog>
    </>
  );
}
