import { useEffect, useRef } from "react";
import { useSocketEvent } from "~/ui/realtime/realtime-connection";
import { useShowToast } from "~/ui/shell/toast-context";

const PROMOTION_RELOAD_MS = 2000;
const PROMOTION_TOAST_MS = 6000;

/** The event every page cares about: being promoted to admin (a toast, then a reload). */
export function PromotionToast() {
  const showToast = useShowToast();
  const reload = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(reload.current), []);

  useSocketEvent("userPromoted", () => {
    showToast({
      title: "Congratulations!",
      description: "You are now an Administrator.",
      duration: PROMOTION_TOAST_MS,
    });
    reload.current = setTimeout(() => window.location.reload(), PROMOTION_RELOAD_MS);
  });
  return null;
}
