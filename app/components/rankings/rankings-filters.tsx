import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { RankingFilters } from "~/utils/ranking";

const SEARCH_DELAY_MS = 300;

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
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Only the filters in use go into the URL: /rankings?region=Europe, not ?q=&region=Europe&…
  const apply = () => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(name, value.trim());
    }
    submit(params, { method: "get", action: "/rankings", replace: true, preventScrollReset: true });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Back/Forward and "Clear" change the URL: show its filters, but never rewrite the box being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { q, region, character } = form.elements as unknown as Record<
      keyof RankingFilters,
      HTMLInputElement | HTMLSelectElement
    >;
    if (document.activeElement !== q) q.value = filters.q;
    for (const [select, value] of [
      [region, filters.region],
      [character, filters.character],
    ] as const) {
      select.value = value;
      // A value the list does not offer (a hand-typed URL) shows the "All" choice.
      if (select instanceof HTMLSelectElement && select.selectedIndex < 0) select.selectedIndex = 0;
    }
  }, [filters.q, filters.region, filters.character]);

  const active = Boolean(filters.q || filters.region || filters.character);

  return (
    <Form
      ref={formRef}
      method="get"
      action="/rankings"
      role="search"
      aria-label="Filter players"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
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
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(apply, SEARCH_DELAY_MS);
          }}
        />
      </div>
      <div>
        <label htmlFor="rankings-region" className="field-label">
          Region
        </label>
        <select
          id="rankings-region"
          name="region"
          defaultValue={filters.region}
          className="field-input"
          onChange={apply}
        >
          <option value="">All Regions</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="rankings-character" className="field-label">
          Character
        </label>
        <select
          id="rankings-character"
          name="character"
          defaultValue={filters.character}
          className="field-input"
          onChange={apply}
        >
          <option value="">All Characters</option>
          {characters.map((character) => (
            <option key={character} value={character}>
              {character}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
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
