import { Form } from "@remix-run/react";
import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from "~/utils/timeframe";

/** A GET form choosing one timeframe; the other page parameters ride along as hidden fields. */
export function TimeframeForm({
  name,
  label,
  value,
  keep,
}: {
  name: "newUsers" | "analytics";
  label: string;
  value: Timeframe;
  keep: Record<string, string>;
}) {
  const id = `${name}-timeframe`;
  return (
    <Form method="get" action="/admin" className="flex items-end gap-2" preventScrollReset>
      {Object.entries(keep).map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <div>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <select key={value} id={id} name={name} defaultValue={value} className="field-input">
          {TIMEFRAMES.map((t) => (
            <option key={t} value={t}>
              {TIMEFRAME_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Show
      </button>
    </Form>
  );
}
