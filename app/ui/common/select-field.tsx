import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FormField, type ShowError } from "~/ui/common/form-field";
import { SelectOptions, type SelectOption } from "~/ui/common/select-options";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any Conform form
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  options: readonly SelectOption[];
  showError?: ShowError;
};

/** A labelled Conform select: the shared form-field row around a <select>. */
export function SelectField({ meta, label, options, showError }: Props) {
  return (
    <FormField field={meta} label={label} showError={showError}>
      <select {...getSelectProps(meta)} className="field-input">
        <SelectOptions options={options} />
      </select>
    </FormField>
  );
}
