import { useEffect, useRef } from "react";

/**
 * Runs `effect` after a render in which `value` differs from the one of the last run, never on
 * mount: what the server drew (and what the player did before the page's code arrived) is left
 * alone. Safe under StrictMode's doubled mount effects, which see the same value.
 */
export function useOnChange<T>(value: T, effect: (value: T) => void) {
  const seen = useRef(value);
  const run = useRef(effect);
  run.current = effect;
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    run.current(value);
  }, [value]);
}
