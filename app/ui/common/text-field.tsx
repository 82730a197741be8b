import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FormField, type ShowError } from "~/ui/common/form-field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any Conform form
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "password" | "email" | "date" | "number" | "url";
  hint?: string;
  showError?: ShowError;
};

/** A labelled Conform input: the shared form-field row around an <input>. */
export function TextField({ meta, label, type = "text", hint, showError, ...rest }: Props) {
  return (
    <FormField field={meta} label={label} hint={hint} showError={showError}>
      <input {...getInputProps(meta, { type })} className="field-input" {...rest} />
    </FormField>
  );
}
