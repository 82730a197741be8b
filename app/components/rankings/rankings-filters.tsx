import { Form, Link } from "@remix-run/react";
import { FilterSelect } from "~/components/ui/filter-select";
import { useLiveSearchForm } from "~/components/ui/use-live-search-form";
import type { RankingFilters } from "~/utils/ranking";

/**
 * The search box and the two filters: a plain GET form (works without JavaScript through the
 * Filter button); with JavaScript a choice applies at once and typing applies after a pause,
 * replacing the history entry so Back leaves the page instead of replaying keystrokes.
 */
export function RankingsFiltersForm({
  filters,
  regions,
  characters,
}: {
  filters: RankingFilters;
  regions: string[];
  characters: string[];
}) {
  const { formRef, onChange, onSubmit } = useLiveSearchForm(filters);

  const active = Boolean(filters.q || filters.region || filters.character);

  return (
    <Form
      ref={formRef}
      method="get"
      action="/rankings"
      role="search"
      aria-label="Filter players"
      preventScrollReset
      onChange={onChange}
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="rankings-q" className="field-label">
          Search players
        </label>
        <input
          id="rankings-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Search players..."
          autoComplete="off"
          maxLength={100}
          className="field-input"
        />
      </div>
      <FilterSelect
        id="rankings-region"
        name="region"
        label="Region"
        defaultValue={filters.region}
        options={[{ value: "", label: "All Regions" }, ...regions]}
      />
      <FilterSelect
        id="rankings-character"
        name="character"
        label="Character"
        defaultValue={filters.character}
        options={[{ value: "", label: "All Characters" }, ...characters]}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        {active ? (
          <Link to="/rankings" className="btn-secondary" preventScrollReset replace>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
