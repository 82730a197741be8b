import { Form } from "@remix-run/react";
import { FilterSelect } from "~/components/ui/filter-select";
import { useLiveSearchForm } from "~/components/ui/use-live-search-form";
import {
  FILTER_REGIONS,
  TOURNAMENT_TIMEFRAMES,
  TOURNAMENT_TYPES,
  TYPE_LABELS,
  type TournamentQuery,
} from "~/schemas/tournament";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Search and filters as a GET form: without JavaScript "Apply" reloads the list with the new
 * URL; with it every change applies at once (typing after a short pause), replacing the history
 * entry so Back leaves the list instead of replaying keystrokes.
 */
export function FilterBar({ query }: { query: TournamentQuery }) {
  const hydrated = useHydrated();
  const { formRef, onChange, onSubmit } = useLiveSearchForm({
    q: query.q,
    region: query.region,
    type: query.type,
    timeframe: query.timeframe,
  });

  return (
    <Form
      ref={formRef}
      method="get"
      action="/tournaments"
      role="search"
      aria-label="Search and filter tournaments"
      className="card flex flex-col gap-3 md:flex-row md:items-end"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {query.mode === "past" ? <input type="hidden" name="mode" value="past" /> : null}
      <div className="flex-1">
        <label htmlFor="tournament-search" className="field-label">
          Search
        </label>
        <input
          id="tournament-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Search tournaments, locations..."
          className="field-input"
        />
      </div>
      <FilterSelect
        id="tournament-region"
        name="region"
        label="Region"
        defaultValue={query.region}
        options={[{ value: "all", label: "All Regions" }, ...FILTER_REGIONS]}
      />
      <FilterSelect
        id="tournament-type"
        name="type"
        label="Type"
        defaultValue={query.type}
        options={[
          { value: "all", label: "All Types" },
          ...TOURNAMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
        ]}
      />
      {query.mode === "upcoming" ? (
        <FilterSelect
          id="tournament-timeframe"
          name="timeframe"
          label="Timeframe"
          defaultValue={query.timeframe}
          options={TOURNAMENT_TIMEFRAMES}
        />
      ) : null}
      {/* With JavaScript the filters apply as they change: the button stays only for Enter. */}
      <button
        type="submit"
        className={hydrated ? "sr-only" : "btn-primary"}
        tabIndex={hydrated ? -1 : undefined}
        aria-hidden={hydrated || undefined}
      >
        Apply
      </button>
    </Form>
  );
}
