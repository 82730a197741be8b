import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { useIsPending } from "~/ui/common/use-is-pending";
import { cn } from "~/utils/cn";

/** A thumb's target at a venue: every control of the organiser's screen is at least 44 px. */
export const TARGET = "min-h-11 min-w-11 px-3";

/**
 * One form of the organiser's screen: a plain POST to the page (its `intent` and hidden fields),
 * sent by its own fetcher with JavaScript so the screen stays where it is while it goes.
 * `children` get whether it is on its way.
 */
export function ActionForm({
  intent,
  fields = {},
  className,
  children,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  className?: string;
  children: (pending: boolean) => ReactNode;
}) {
  const fetcher = useFetcher();
  const pending = useIsPending({ fetcher });
  return (
    <fetcher.Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(pending)}
    </fetcher.Form>
  );
}

const VARIANT = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  // The button that asks before a destructive step, or takes one that cannot wait.
  danger: "btn-danger-outline",
} as const;

/** A form that is one button. */
export function ActionButton({
  intent,
  fields,
  label,
  srLabel,
  variant = "secondary",
  disabled = false,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  label: string;
  /** What a screen reader hears instead of the short visible label ("Check in Zain"). */
  srLabel?: string;
  variant?: keyof typeof VARIANT;
  disabled?: boolean;
}) {
  return (
    <ActionForm intent={intent} fields={fields}>
      {(pending) => (
        <button
          type="submit"
          aria-label={srLabel}
          disabled={disabled || pending}
          className={cn(VARIANT[variant], TARGET, "w-full text-sm disabled:opacity-40")}
        >
          {label}
        </button>
      )}
    </ActionForm>
  );
}
