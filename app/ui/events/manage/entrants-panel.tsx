import { DndContext } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link, useFetcher } from "@remix-run/react";
import { DragHandle } from "~/ui/common/drag-handle";
import { useDragReorder } from "~/ui/common/use-drag-reorder";
import { manageHref } from "~/ui/events/hrefs";
import type { EventEntrantView } from "~/ui/events/types";
import { cn } from "~/utils/cn";
import { ActionButton, ActionForm, TARGET } from "./action-form";

function Marks({ entrant }: { entrant: EventEntrantView }) {
  return (
    <span className="flex gap-1 text-xs font-semibold">
      {entrant.dq ? (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-red-900 dark:bg-red-950 dark:text-red-100">
          DQ
        </span>
      ) : null}
      {entrant.checkedIn ? (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Checked in
        </span>
      ) : (
        <span className="text-muted">Not checked in</span>
      )}
    </span>
  );
}

function EntrantRow({
  entrant,
  index,
  count,
  eventId,
  started,
}: {
  entrant: EventEntrantView;
  index: number;
  count: number;
  eventId: number;
  started: boolean;
}) {
  const sortable = useSortable({ id: String(entrant.id), disabled: started });
  const fields = { entrantId: entrant.id };
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-testid="entrant-row"
      data-id={entrant.id}
      data-name={entrant.name}
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900",
        sortable.isDragging && "relative z-10 shadow-lg",
      )}
    >
      {started ? null : (
        <DragHandle sortable={sortable} label={`Reorder ${entrant.name}`} className="h-11 w-11" />
      )}
      <span className="w-8 text-right font-semibold tabular-nums">{index + 1}.</span>
      <span className="min-w-0 flex-1 break-words font-medium">{entrant.name}</span>
      <Marks entrant={entrant} />
      <div className="grid w-full grid-cols-4 gap-2 sm:flex sm:w-auto">
        {started ? (
          entrant.dq ? null : (
            <Link
              to={manageHref(eventId, { dq: entrant.id })}
              preventScrollReset
              aria-label={`DQ ${entrant.name}`}
              className={cn("btn-danger-outline", TARGET, "col-span-2 text-sm")}
            >
              DQ
            </Link>
          )
        ) : (
          <>
            <ActionButton
              intent="moveSeed"
              fields={{ ...fields, direction: "up" }}
              label="Up"
              srLabel={`Move ${entrant.name} up`}
              disabled={index === 0}
            />
            <ActionButton
              intent="moveSeed"
              fields={{ ...fields, direction: "down" }}
              label="Down"
              srLabel={`Move ${entrant.name} down`}
              disabled={index === count - 1}
            />
            <ActionButton
              intent="checkIn"
              fields={fields}
              label="Check in"
              srLabel={`Check in ${entrant.name}`}
              disabled={entrant.checkedIn}
            />
            <ActionButton
              intent="remove"
              fields={fields}
              label="Remove"
              srLabel={`Remove ${entrant.name}`}
              variant="danger"
            />
          </>
        )}
      </div>
    </li>
  );
}

/** The walk-in form: a name, added to the entrants (and checked in by hand, like anyone). */
function WalkInForm() {
  return (
    <ActionForm intent="addWalkIn" className="flex flex-wrap items-end gap-2">
      {(pending) => (
        <>
          <div className="min-w-0 flex-1">
            <label htmlFor="walk-in-name" className="field-label">
              Walk-in&apos;s name
            </label>
            <input
              id="walk-in-name"
              name="name"
              required
              maxLength={40}
              autoComplete="off"
              className="field-input min-h-11"
            />
          </div>
          <button type="submit" disabled={pending} className={cn("btn-primary", TARGET)}>
            Add walk-in
          </button>
        </>
      )}
    </ActionForm>
  );
}

/**
 * The entrants in seed order, with their check-in and DQ marks. Before the start: walk-ins,
 * check-in, removal and seeding (the rankings' proposal, Up / Down buttons, and with JavaScript
 * a drag by mouse, touch or keyboard); after it, DQ (with a confirmation).
 */
export function EntrantsPanel({
  eventId,
  entrants,
  started,
}: {
  eventId: number;
  entrants: EventEntrantView[];
  started: boolean;
}) {
  const fetcher = useFetcher();
  const { shown, ids, dndProps } = useDragReorder(
    entrants,
    (entrant) => String(entrant.id),
    (next) =>
      fetcher.submit(
        { intent: "seedOrder", entrantIds: JSON.stringify(next.map(Number)) },
        { method: "post", preventScrollReset: true },
      ),
  );
  const checkedIn = entrants.filter((entrant) => entrant.checkedIn && !entrant.dq).length;
  return (
    <section aria-labelledby="entrants-heading" className="mt-6">
      <h2 id="entrants-heading" className="text-xl font-bold">
        Entrants and seeds
      </h2>
      <p className="mb-3 text-sm text-muted">
        {entrants.length} entrants, {checkedIn} checked in.
        {started ? "" : " Only checked-in entrants are bracketed, in this order."}
      </p>
      {started ? null : (
        <div className="mb-4 flex flex-col gap-3">
          <WalkInForm />
          <ActionButton intent="proposeSeeds" label="Seed from the rankings" />
        </div>
      )}
      {entrants.length === 0 ? (
        <p className="text-sm text-muted">No entrants yet.</p>
      ) : (
        <DndContext id="seeding-dnd" {...dndProps}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="flex flex-col gap-2" aria-label="Seeds">
              {shown.map((entrant, index) => (
                <EntrantRow
                  key={entrant.id}
                  entrant={entrant}
                  index={index}
                  count={shown.length}
                  eventId={eventId}
                  started={started}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
