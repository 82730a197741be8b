import { TOURNAMENT_TIMEFRAMES } from "~/models/tournament-days";
import type { TournamentQuery } from "~/schemas/tournament";
import { FILTER_REGIONS, TOURNAMENT_TYPES, TYPE_LABELS } from "~/schemas/tournament-options";
import { FilterSelect } from "~/ui/common/filter-select";
import { SearchFilterForm } from "~/ui/common/search-filter-form";
import { useHydrated } from "~/ui/common/use-hydrated";

/** The tournaments' search and filters; "Apply" is for browsers without JavaScript. */
export function FilterBar({ query }: { query: TournamentQuery }) {
  const hydrated = useHydrated();

  return (
    <SearchFilterForm
      action="/tournaments"
      label="Search and filter tournaments"
      className="card flex flex-col gap-3 md:flex-row md:items-end"
      values={{
        q: query.q,
        region: query.region,
        type: query.type,
        timeframe: query.timeframe,
      }}
      hidden={query.mode === "past" ? { mode: "past" } : {}}
      search={{
        id: "tournament-search",
        label: "Search",
        placeholder: "Search tournaments, locations...",
        className: "flex-1",
      }}
    >
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
    </SearchFilterForm>
  );
}
