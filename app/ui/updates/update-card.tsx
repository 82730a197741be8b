import type { ReactNode } from "react";
import { CategoryBadge, CategoryIcon } from "~/ui/updates/category";
import { ReleaseNotesBody } from "~/ui/updates/release-notes-body";
import type { UpdateView } from "~/ui/updates/types";

/**
 * One release update: category icon, title, version badge, date, category badge and notes.
 * `id` is the anchor the RSS items link to (/updates#update-<id>).
 */
export function UpdateCard({
  update,
  actions,
}: {
  /** Without an id (the guests' static preview) the card has no anchor. */
  update: Omit<UpdateView, "id"> & { id?: string };
  actions?: ReactNode;
}) {
  const titleId = update.id ? `update-${update.id}-title` : undefined;
  return (
    <article
      id={update.id ? `update-${update.id}` : undefined}
      aria-labelledby={titleId}
      className="card flex scroll-mt-24 gap-4 p-4 sm:p-6"
      data-testid="release-update"
    >
      <CategoryIcon category={update.category} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-lg font-bold sm:text-xl" data-testid="update-title">
            {update.title}
          </h2>
          <span className="rounded-md bg-brand-600 px-2 py-0.5 font-mono text-xs font-semibold text-white">
            v{update.version}
          </span>
        </div>
        <div className="mb-3 mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <time dateTime={update.createdAt}>{update.date}</time>
          <CategoryBadge category={update.category} />
        </div>
        <ReleaseNotesBody text={update.description} />
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
