import { DndContext } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Form, Link, useFetcher } from "@remix-run/react";
import { ConfirmStep } from "~/ui/admin/confirm-panel";
import { adminHref, sectionAction } from "~/ui/admin/hrefs";
import { AdminSection, Badge, EmptyNote } from "~/ui/admin/section";
import type { AdminView } from "~/ui/admin/types";
import { DragHandle } from "~/ui/common/drag-handle";
import { useDragReorder } from "~/ui/common/use-drag-reorder";

export type FeaturedItem = { id: string; text: string; order: number; isActive: boolean };

const smallButton = "btn-secondary px-2 py-1 text-xs";
const dangerLink = "btn-danger-outline px-2 py-1 text-xs";

function CreateForm() {
  return (
    <Form
      method="post"
      action={sectionAction("featured")}
      preventScrollReset
      className="mb-4 flex flex-wrap gap-2"
    >
      <input type="hidden" name="intent" value="createFeatured" />
      <label htmlFor="featured-new" className="sr-only">
        New featured update
      </label>
      <input
        id="featured-new"
        name="text"
        required
        maxLength={500}
        placeholder="What's new this week?"
        className="field-input min-w-0 flex-1"
      />
      <button type="submit" className="btn-primary">
        Add Update
      </button>
    </Form>
  );
}

function EditForm({ item, cancelHref }: { item: FeaturedItem; cancelHref: string }) {
  const inputId = `featured-edit-${item.id}`;
  return (
    <Form
      method="post"
      action={sectionAction("featured")}
      preventScrollReset
      // Its own full row on a phone (the box was squeezed to 67 px beside the handle).
      className="flex min-w-0 flex-[1_1_100%] flex-wrap gap-2 sm:flex-1"
    >
      <input type="hidden" name="intent" value="updateFeatured" />
      <input type="hidden" name="id" value={item.id} />
      <label htmlFor={inputId} className="sr-only">
        Featured update text
      </label>
      <input
        id={inputId}
        name="text"
        required
        maxLength={500}
        defaultValue={item.text}
        className="field-input min-w-0 flex-[1_1_100%] sm:flex-1"
      />
      <button type="submit" className="btn-primary px-3 py-1 text-sm">
        Save
      </button>
      <Link to={cancelHref} preventScrollReset className="btn-secondary px-3 py-1 text-sm">
        Cancel
      </Link>
    </Form>
  );
}

function MoveButton({
  item,
  direction,
  disabled,
}: {
  item: FeaturedItem;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const label = direction === "up" ? "Move up" : "Move down";
  return (
    <Form method="post" action={sectionAction("featured")} preventScrollReset>
      <input type="hidden" name="intent" value="moveFeatured" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        className={`${smallButton} disabled:opacity-40`}
        disabled={disabled}
        aria-label={`${label} ${item.text}`}
      >
        {label}
      </button>
    </Form>
  );
}

function FeaturedRow({
  item,
  index,
  count,
  editing,
  view,
}: {
  item: FeaturedItem;
  index: number;
  count: number;
  editing: boolean;
  view: AdminView;
}) {
  const sortable = useSortable({ id: item.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="featured-item"
      data-id={item.id}
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900 ${
        isDragging ? "relative z-10 shadow-lg" : ""
      }`}
    >
      <DragHandle sortable={sortable} label={`Reorder ${item.text}`} className="h-8 w-8" />
      {editing ? (
        <EditForm item={item} cancelHref={adminHref(view)} />
      ) : (
        <>
          <p className="min-w-0 flex-[1_1_12rem] whitespace-pre-wrap break-words text-sm">
            <span data-testid="featured-text">{item.text}</span>
            {item.isActive ? null : (
              <span className="ml-2">
                <Badge>Inactive</Badge>
              </span>
            )}
          </p>
          {/* On a phone the four actions share one row below the text instead of wrapping. */}
          <div className="grid w-full grid-cols-4 gap-2 sm:flex sm:w-auto">
            <MoveButton item={item} direction="up" disabled={index === 0} />
            <MoveButton item={item} direction="down" disabled={index === count - 1} />
            <Link
              to={adminHref(view, { editFeatured: item.id })}
              preventScrollReset
              className={smallButton}
              aria-label={`Edit ${item.text}`}
            >
              Edit
            </Link>
            <Link
              to={adminHref(view, { confirmFeatured: item.id })}
              preventScrollReset
              className={dangerLink}
              aria-label={`Delete ${item.text}`}
            >
              Delete
            </Link>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * Featured Updates Management: list, create, inline edit, delete with a confirmation
 * step, and reorder. Without JavaScript every item has Move up / Move down buttons; with it the
 * list is also sortable by drag (mouse after 8px, or keyboard: Space, arrows, Space).
 */
export function FeaturedUpdates({
  items,
  editingId,
  confirmingId,
  view,
}: {
  items: FeaturedItem[];
  editingId: string | null;
  confirmingId: string | null;
  view: AdminView;
}) {
  const fetcher = useFetcher();
  const { shown, ids, dndProps } = useDragReorder(
    items,
    (item) => item.id,
    (next) =>
      fetcher.submit(
        { intent: "reorderFeatured", ids: JSON.stringify(next) },
        { method: "post", action: "/admin", preventScrollReset: true },
      ),
  );
  const byId = new Map(items.map((item) => [item.id, item]));

  const confirming = confirmingId ? byId.get(confirmingId) : undefined;
  return (
    <AdminSection id="featured-updates" title="Featured Updates Management">
      <CreateForm />
      {shown.length === 0 ? (
        <EmptyNote>No featured updates yet.</EmptyNote>
      ) : (
        <DndContext id="featured-updates-dnd" {...dndProps}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="flex flex-col gap-2" aria-label="Featured updates">
              {shown.map((item, index) => (
                <FeaturedRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={shown.length}
                  editing={item.id === editingId}
                  view={view}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {confirming ? (
        // The delete confirmation, a page state (?confirmFeatured=<id>).
        <ConfirmStep
          id="confirm-featured"
          title="Delete Featured Update"
          question={`Delete “${confirming.text}”? This action cannot be undone.`}
          fields={{ intent: "deleteFeatured", id: confirming.id }}
          confirmLabel="Delete Update"
          danger
          cancelHref={adminHref(view)}
        />
      ) : null}
    </AdminSection>
  );
}
