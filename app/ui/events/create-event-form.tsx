import { Form } from "@remix-run/react";
import { BEST_OF_FIVE_FROM, EVENT_FORMATS } from "~/schemas/event";
import { useIsPending } from "~/ui/common/use-is-pending";
import { FORMAT_LABEL } from "./labels";

const BEST_OF_FIVE_LABEL: Record<(typeof BEST_OF_FIVE_FROM)[number], string> = {
  top8: "Top 8",
  winners_semis: "Winners semi-finals",
  winners_finals: "Winners finals",
  grand_final: "Grand final",
};

const INPUT = "field-input min-h-11";

/**
 * A new event's settings: name, format, best of 3 or 5 (and best of 5 from which round), and
 * for pools their size and how many of each advance. A plain form; the page answers it.
 */
export function CreateEventForm() {
  const pending = useIsPending({ state: "submitting" });
  return (
    <Form method="post" className="flex flex-col gap-4">
      <div>
        <label htmlFor="event-name" className="field-label">
          Name
        </label>
        <input
          id="event-name"
          name="name"
          required
          maxLength={80}
          placeholder="Melee Singles"
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="event-format" className="field-label">
          Format
        </label>
        <select id="event-format" name="format" className={INPUT}>
          {EVENT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABEL[format]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">Sets are</legend>
        <div className="flex gap-4">
          {[3, 5].map((bestOf) => (
            <label key={bestOf} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="bestOf" value={bestOf} defaultChecked={bestOf === 3} />
              Best of {bestOf}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="event-bo5" className="field-label">
          Best of 5 from (best of 3 sets)
        </label>
        <select id="event-bo5" name="bestOfFiveFrom" defaultValue="" className={INPUT}>
          <option value="">Never</option>
          {BEST_OF_FIVE_FROM.map((round) => (
            <option key={round} value={round}>
              {BEST_OF_FIVE_LABEL[round]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="event-pool-size" className="field-label">
            Pool size (pools only)
          </label>
          <input
            id="event-pool-size"
            name="poolSize"
            type="number"
            inputMode="numeric"
            min={2}
            max={512}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="event-advance" className="field-label">
            Advance per pool (pools only)
          </label>
          <input
            id="event-advance"
            name="advancePerPool"
            type="number"
            inputMode="numeric"
            min={1}
            max={512}
            className={INPUT}
          />
        </div>
      </div>
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        Create event
      </button>
    </Form>
  );
}
