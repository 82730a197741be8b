import { categoryLabel, FEATURED_CATEGORY } from "~/schemas/forum-categories";
import { cn } from "~/utils/cn";

const CATEGORY_STYLES: Record<string, string> = {
  general: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  tournaments: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  tech: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
  community: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  featured: "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-900/60 dark:text-fuchsia-100",
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/** The category's label (text, so colour is never the only signal). */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className={cn(badge, CATEGORY_STYLES[category] ?? CATEGORY_STYLES.general)}>
      {categoryLabel(category)}
    </span>
  );
}

/** Category badge, then Pinned, Locked and FEATURED when they apply. */
export function PostBadges({
  category,
  isPinned,
  isLocked = false,
}: {
  category: string;
  isPinned: boolean;
  isLocked?: boolean;
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <CategoryBadge category={category} />
      {isPinned ? <span className={cn(badge, "bg-brand-600 text-white")}>Pinned</span> : null}
      {isLocked ? (
        <span
          className={cn(badge, "bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-900")}
        >
          <span aria-hidden="true">🔒</span> Locked
        </span>
      ) : null}
      {category === FEATURED_CATEGORY ? (
        <span className={cn(badge, "bg-yellow-400 tracking-wide text-slate-900")}>FEATURED</span>
      ) : null}
    </span>
  );
}
