import { useEffect, useState } from "react";
import { COPY_CONFIRM_MS } from "~/models/profile";
import { useHydrated } from "~/ui/common/use-hydrated";
import { cn } from "~/utils/cn";

/**
 * Copies a value to the clipboard and says "Copied!" for 2 seconds. It needs
 * JavaScript, so it renders only once hydrated; the value beside it stays selectable text.
 */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  /** What is copied, read after the button's text: "Copy User ID". */
  label: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={cn("btn-secondary px-3 py-1", className)}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        } catch (error) {
          console.warn("Copy failed", error);
        }
      }}
    >
      <span aria-live="polite">{copied ? "Copied!" : "Copy"}</span>
      <span className="sr-only"> {label}</span>
    </button>
  );
}
