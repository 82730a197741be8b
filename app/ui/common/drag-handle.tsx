import type { useSortable } from "@dnd-kit/sortable";
import { useHydrated } from "~/ui/common/use-hydrated";
import { cn } from "~/utils/cn";

/**
 * A sortable row's drag handle. Dragging needs JavaScript: without it the handle would be dead,
 * so it is not drawn, and the row's Move up / Move down buttons do the same.
 */
export function DragHandle({
  sortable,
  label,
  className,
}: {
  sortable: ReturnType<typeof useSortable>;
  label: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      className={cn(
        "inline-flex shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 dark:hover:bg-slate-800",
        className,
      )}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
