import { useRef, useState } from "react";
import { useHydrated } from "~/ui/common/use-hydrated";
import { cn } from "~/utils/cn";
import type { ShownToast } from "~/utils/toast";

const SWIPE_DISMISS_PX = 50;

/**
 * At most one toast, centred just under the top bar (never over ☰ or the bar's other controls),
 * max 420px wide. It fades by CSS after its duration, with JavaScript or without (one way, so a
 * busy phone's late timer can neither cut it short nor leave it up); the faded element stays,
 * hidden, until the next toast replaces it. With JS it can be closed (its ✕ is only shown then,
 * never a dead control) or swiped right.
 */
export function Toaster({ toast }: { toast: ShownToast | null }) {
  const [hidden, setHidden] = useState<string | null>(null);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const hydrated = useHydrated();

  if (!toast || hidden === toast.id) return null;
  const destructive = toast.type === "destructive";

  return (
    <div className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[100] flex justify-center px-4">
      <div
        key={toast.id}
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        data-testid="toast"
        className={cn(
          "toast-auto-hide pointer-events-auto w-full max-w-[420px] rounded-lg border p-4 shadow-lg",
          destructive
            ? "border-red-700 bg-red-600 text-white"
            : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
        )}
        style={{
          ["--toast-duration" as string]: `${toast.duration}ms`,
          transform: dx ? `translateX(${dx}px)` : undefined,
        }}
        onPointerDown={(e) => (startX.current = e.clientX)}
        onPointerMove={(e) => {
          if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
        }}
        onPointerUp={() => {
          if (dx > SWIPE_DISMISS_PX) setHidden(toast.id);
          startX.current = null;
          setDx(0);
        }}
      >
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              aria-label="Close"
              className="-my-3 -mr-3 h-11 w-11 shrink-0 rounded opacity-70 hover:opacity-100"
              onClick={() => setHidden(toast.id)}
            >
              ✕
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
