import { SelectOptions, type SelectOption } from "~/ui/common/select-options";

/** A labelled select of a GET filter form; options are values, or value/label pairs. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly SelectOption[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className="field-input">
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
