import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
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
  // A later revalidation (live events refresh the page's data) brings no flash toast; that must
  // not wipe the one still showing, so only a new flash replaces it.
  const flashId = flash?.id;
  useEffect(() => {
    if (flash) setCurrent(flash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the toast's id on purpose
  }, [flashId]);
  const show = useCallback((toast: Toast) => setCurrent(showable(toast)), []);
  return <ShowToastContext.Provider value={show}>{children(current)}</ShowToastContext.Provider>;
}
