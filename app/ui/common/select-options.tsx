/** A choice of a select: a value shown as itself, or a value with its label. */
export type SelectOption = string | { value: string; label: string };

/** The <option>s of a select, in the order given. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) => {
        const { value, label } =
          typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
