import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FormField } from "~/components/ui/form-field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any Conform form
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "password" | "email";
  /** Show the field's own first error under it (off where the form shows errors in one alert). */
  showError?: boolean;
};

const never = () => false;

/** A labelled Conform text input: the shared form-field row around an <input>. */
export function TextField({ meta, label, type = "text", showError = true, ...rest }: Props) {
  return (
    <FormField field={meta} label={label} showError={showError ? undefined : never}>
      <input {...getInputProps(meta, { type })} className="field-input" {...rest} />
    </FormField>
  );
}
