import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/**
 * Whether to show the field's first error under it: off (false) where the form shows its errors
 * in one alert, or a test for the errors that alert does not show.
 */
export type ShowError = boolean | ((error: string) => boolean);

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any Conform form
  field: FieldMetadata<any, any, string[]>;
  label: string;
  hint?: string;
  showError?: ShowError;
  children: ReactNode;
};

/** A label, the control, an optional hint and the field's first error: every Conform form's row. */
export function FormField({ field, label, hint, showError = true, children }: Props) {
  const error = field.errors?.[0];
  const shown = typeof showError === "function" ? showError : () => showError;
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      {error && shown(error) ? (
        <p className="field-error" id={field.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
