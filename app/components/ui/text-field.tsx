import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any Conform form
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "password" | "email";
  /** Show the field's own first error under it (off where the form shows errors in one alert). */
  showError?: boolean;
};

/** A labelled Conform text input: the one field markup every form on the site uses. */
export function TextField({ meta, label, type = "text", showError = true, ...rest }: Props) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} className="field-input" {...rest} />
      {showError && meta.errors ? <p className="field-error">{meta.errors[0]}</p> : null}
    </div>
  );
}
