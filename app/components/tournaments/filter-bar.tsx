import { Form } from "@remix-run/react";
import { useLiveSearchForm } from "~/components/ui/use-live-search-form";
import {
  FILTER_REGIONS,
  TIMEFRAMES,
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
      <div>
        <label htmlFor="tournament-region" className="field-label">
          Region
        </label>
        <select
          id="tournament-region"
          name="region"
          defaultValue={query.region}
          className="field-input"
        >
          <option value="all">All Regions</option>
          {FILTER_REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="tournament-type" className="field-label">
          Type
        </label>
        <select id="tournament-type" name="type" defaultValue={query.type} className="field-input">
          <option value="all">All Types</option>
          {TOURNAMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {query.mode === "upcoming" ? (
        <div>
          <label htmlFor="tournament-timeframe" className="field-label">
            Timeframe
          </label>
          <select
            id="tournament-timeframe"
            name="timeframe"
            defaultValue={query.timeframe}
            className="field-input"
          >
            {TIMEFRAMES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className={hydrated ? "sr-only" : "btn-primary"}>
        Apply
      </button>
    </Form>
  );
}
