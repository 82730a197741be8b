import { Form } from "@remix-run/react";
import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from "~/models/timeframe";
import { adminViewParams } from "~/ui/admin/hrefs";
import type { AdminView } from "~/ui/admin/types";

/** A GET form choosing one timeframe; the rest of the page's view rides along as hidden fields. */
export function TimeframeForm({
  name,
  label,
  view,
}: {
  name: "newUsers" | "analytics";
  label: string;
  view: AdminView;
}) {
  const id = `${name}-timeframe`;
  const value: Timeframe = view[name];
  return (
    <Form method="get" action="/admin" className="flex items-end gap-2" preventScrollReset>
      <KeptView view={view} except={[name]} />
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

/** The admin page's view as hidden fields of a GET form, but for those the form changes. */
export function KeptView({ view, except }: { view: AdminView; except: (keyof AdminView)[] }) {
  return [...adminViewParams(view, except)].map(([key, value]) => (
    <input key={key} type="hidden" name={key} value={value} />
  ));
}
