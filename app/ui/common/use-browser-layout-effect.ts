import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs before the first paint); on the server, which has no
 * layout and warns about layout effects, a plain effect that never runs there.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
