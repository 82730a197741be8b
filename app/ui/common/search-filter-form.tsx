import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLiveSearchForm } from "~/ui/common/use-live-search-form";

type Props = {
  /** The list page the form reloads with its fields as the query. */
  action: string;
  /** The form's accessible name (a search landmark). */
  label: string;
  className: string;
  /** What the URL holds now, `q` the search text: the fields follow it (see useLiveSearchForm). */
  values: { q: string } & Record<string, string>;
  /** Fields sent as they are, before the search box. */
  hidden?: Record<string, string>;
  search: {
    id: string;
    label: string;
    placeholder: string;
    className: string;
    autoComplete?: string;
  };
  /** The filters and buttons after the search box. */
  children: ReactNode;
};

/**
 * A list's search box and filters as a plain GET form (it works without JavaScript through its
 * own button); with JavaScript a choice applies at once and typing applies after a pause,
 * replacing the history entry so Back leaves the page instead of replaying keystrokes.
 */
export function SearchFilterForm({
  action,
  label,
  className,
  values,
  hidden = {},
  search,
  children,
}: Props) {
  const { formRef, onChange, onSubmit } = useLiveSearchForm(values);
  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      preventScrollReset
      onChange={onChange}
      onSubmit={onSubmit}
      className={className}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={search.className}>
        <label htmlFor={search.id} className="field-label">
          {search.label}
        </label>
        <input
          id={search.id}
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder={search.placeholder}
          autoComplete={search.autoComplete}
          maxLength={100}
          className="field-input"
        />
      </div>
      {children}
    </Form>
  );
}
