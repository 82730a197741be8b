import { Link } from "@remix-run/react";
import type { RankingFilters } from "~/models/ranking";
import { FilterSelect } from "~/ui/common/filter-select";
import { SearchFilterForm } from "~/ui/common/search-filter-form";

/** The rankings' search box and two filters, with a Filter button and, once filtered, Clear. */
export function RankingsFiltersForm({
  filters,
  regions,
  characters,
}: {
  filters: RankingFilters;
  regions: string[];
  characters: string[];
}) {
  const active = Boolean(filters.q || filters.region || filters.character);

  return (
    <SearchFilterForm
      action="/rankings"
      label="Filter players"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      values={filters}
      search={{
        id: "rankings-q",
        label: "Search players",
        placeholder: "Search players...",
        className: "col-span-2 lg:col-span-1",
        autoComplete: "off",
      }}
    >
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
    </SearchFilterForm>
  );
}
