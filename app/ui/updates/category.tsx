import type { ReactNode } from "react";
import { categoryLabel, isUpdateCategory, type UpdateCategory } from "~/schemas/update-options";
import { cn } from "~/utils/cn";

// Each category has its own shape and colour, and its badge says it in words: the colour is
// never the only signal.
const ICON_PATHS: Record<UpdateCategory, ReactNode> = {
  // A sparkle: something new.
  feature: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9L19 15z" />
  ),
  // An arrow going up: better than before.
  improvement: <path d="M4 17l6-6 4 4 6-7M14 8h6v6" />,
  // A wrench: something repaired.
  fix: (
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.6 17.1a1.5 1.5 0 0 0 2.1 2.1l5.7-5.7a4 4 0 0 0 5.1-5.4l-2.4 2.4-2.1-.4-.4-2.1 2.4-2.4z" />
  ),
  // A shield: security.
  security: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4" />,
};

const TONES: Record<UpdateCategory, string> = {
  feature: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  improvement: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  fix: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  security: "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200",
};
const OTHER_TONE = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

const toneOf = (category: string) => (isUpdateCategory(category) ? TONES[category] : OTHER_TONE);

/** The category's icon in a coloured disc; decorative (the badge carries the words). */
export function CategoryIcon({ category }: { category: string }) {
  const known = isUpdateCategory(category);
  return (
    <span
      className={cn(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
        toneOf(category),
      )}
      data-category={category}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill={category === "feature" ? "currentColor" : "none"}
        stroke={category === "feature" ? "none" : "currentColor"}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {known ? ICON_PATHS[category] : <circle cx="12" cy="12" r="4" />}
      </svg>
    </span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", toneOf(category))}
      data-testid="update-category"
    >
      {categoryLabel(category)}
    </span>
  );
}
