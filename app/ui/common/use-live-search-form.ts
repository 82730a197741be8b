import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent, type FormEvent } from "react";
import { useOnChange } from "~/ui/common/use-on-change";

const TYPING_DELAY_MS = 300;

/**
 * A GET search or filter form that, once JavaScript runs, applies itself: a choice at once,
 * typing after a short pause. It replaces the history entry (Back leaves the page instead of
 * replaying keystrokes) and puts only the fields in use into the URL. Without JavaScript the same
 * form submits through its own button.
 *
 * `values` is the state the URL holds: when it changes another way (Back, a link, Clear) the
 * uncontrolled fields follow, except the one being typed in.
 */
export function useLiveSearchForm(values: Record<string, string>) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Compared by content: callers pass a fresh object on every render.
  const valuesKey = JSON.stringify(values);
  // Only a change is written: what was typed or picked before the page's code arrived is kept.
  useOnChange(valuesKey, () => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      if (field === document.activeElement || field.value === value) continue;
      field.value = value;
      // A value the list does not offer (a hand-typed URL) shows its first choice.
      if (field instanceof HTMLSelectElement && field.selectedIndex < 0) field.selectedIndex = 0;
    }
  });

  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim()) params.set(name, value.trim());
      }
      submit(params, {
        method: "get",
        action: form.getAttribute("action") ?? undefined,
        replace: true,
        preventScrollReset: true,
      });
    }, delay);
  };

  return {
    formRef,
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const typing = event.target instanceof HTMLInputElement && event.target.type !== "checkbox";
      apply(typing ? TYPING_DELAY_MS : 0);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(0);
    },
  };
}
