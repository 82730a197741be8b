import { useRef } from "react";
import { useOnChange } from "~/ui/common/use-on-change";

/**
 * A ref for an uncontrolled box whose value comes from the URL: when a link or Back changes that
 * value, the box shows it. The box is updated in place, not remounted (a `key` would do that),
 * so after a search the focus stays in it. Only a change of the URL's value is written: what was
 * typed before the page's code arrived (hydration) is kept.
 */
export function useUrlValue(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  useOnChange(value, () => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  });
  return ref;
}
