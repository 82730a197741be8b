import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { remixRouter } from "~/ui/common/remix-router";
import { showable, type ShownToast, type Toast } from "~/utils/toast";

const ShowToastContext = createContext<(toast: Toast) => void>(() => {});

/** Toasts raised in the browser (realtime events); shown by the Toaster like flash toasts. */
export const useShowToast = () => useContext(ShowToastContext);

/**
 * Holds the one visible toast: the newest of the server's flash toast and any raised in the
 * browser (at most one is ever visible).
 */
export function ToastProvider({
  flash,
  children,
}: {
  flash: ShownToast | null;
  children: (current: ShownToast | null) => ReactNode;
}) {
  const [current, setCurrent] = useState<ShownToast | null>(flash);
  const shownFlash = useRef(flash?.id);
  // Each flash toast is taken from the router's state as it arrives, not from what React last
  // rendered: a reload that starts right after a redirect (a live event) can replace the
  // redirect's data before React draws it, and its answer has no toast (the cookie was read).
  // A reload without a toast never wipes the one still showing.
  useEffect(
    () =>
      remixRouter()?.subscribe((state) => {
        const toast = (state.loaderData.root as { toast?: ShownToast | null } | undefined)?.toast;
        if (!toast || toast.id === shownFlash.current) return;
        shownFlash.current = toast.id;
        setCurrent(toast);
      }),
    [],
  );
  const show = useCallback((toast: Toast) => setCurrent(showable(toast)), []);
  return <ShowToastContext.Provider value={show}>{children(current)}</ShowToastContext.Provider>;
}
