import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

// Fetched on the first tap on ☰, not with every page (issue 28): the panel opens once it is in.
const Dialog = lazy(() => import("~/ui/common/dialog").then((m) => ({ default: m.Dialog })));

const PANEL =
  "flex h-full w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto border-l border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100";

function PanelHeading({ close }: { close: ReactNode }) {
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <h2 className="text-lg font-bold">Navigation</h2>
      {close}
    </div>
  );
}

const closeClass = "btn-ghost h-11 w-11 justify-center p-0 text-xl";

/**
 * The narrow-screen Navigation panel. With JavaScript it is a Dialog: focus moves in and stays
 * in, Escape or a tap on the backdrop closes it, and focus returns to ☰. Without JavaScript
 * the ☰ <details> opens the same panel, and its close control and backdrop are links back to the
 * page, which reloads it closed.
 */
export function NavPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const here = location.pathname + location.search;

  // A followed link closes the panel.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <details className="xl:hidden">
        <summary
          className="btn-ghost h-11 w-11 cursor-pointer justify-center p-0"
          aria-label="Open navigation"
          onClick={(event) => {
            if (typeof HTMLDialogElement === "undefined") return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <span aria-hidden="true" className="text-xl">
            ☰
          </span>
        </summary>
        <div className="fixed inset-0 z-50 flex justify-end">
          <a href={here} tabIndex={-1} aria-hidden="true" className="flex-1 bg-black/60">
            {/* The backdrop: a tap outside the panel closes it. */}
          </a>
          <div className={PANEL} data-testid="nav-panel">
            <PanelHeading
              close={
                <a href={here} className={closeClass} aria-label="Close navigation">
                  <span aria-hidden="true">✕</span>
                </a>
              }
            />
            {children}
          </div>
        </div>
      </details>
      {open ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => setOpen(false)}
            closeOnBackdrop
            aria-label="Navigation"
            className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none p-0 backdrop:bg-black/60"
          >
            <div className={PANEL} data-testid="nav-panel">
              <PanelHeading
                close={
                  <button
                    type="button"
                    className={closeClass}
                    aria-label="Close navigation"
                    onClick={() => setOpen(false)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                }
              />
              {children}
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
