import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  FILTER_REGIONS,
  TIMEFRAMES,
  TOURNAMENT_TYPES,
  TYPE_LABELS,
  type TournamentQuery,
} from "~/schemas/tournament";
import { useHydrated } from "~/utils/use-hydrated";

const SEARCH_DELAY_MS = 300;

/**
 * Search and filters as a GET form: without JavaScript "Apply" reloads the list with the new
 * URL; with it every change applies at once (typing after a short pause), replacing the history
 * entry so Back leaves the list instead of replaying keystrokes.
 */
export function FilterBar({ query }: { query: TournamentQuery }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Inputs are uncontrolled (they must work before hydration); when the URL changes another way
  // (Back, the mode toggle, a shared link) bring them in line, except the one being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {
      q: query.q,
      region: query.region,
      type: query.type,
      timeframe: query.timeframe,
    };
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [query.q, query.region, query.type, query.timeframe]);

  const apply = (delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action="/tournaments"
      role="search"
      aria-label="Search and filter tournaments"
      className="card flex flex-col gap-3 md:flex-row md:items-end"
      onChange={(event) =>
        apply((event.target as HTMLElement).tagName === "INPUT" ? SEARCH_DELAY_MS : 0)
      }
      onSubmit={() => clearTimeout(timer.current)}
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
