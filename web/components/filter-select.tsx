// The dropdown that filters a list (a status, a whitelabel), inside a `.filter-bar` (field.css) with the
// list's other filters. Only one of the given values can be chosen.
import { Field, Select } from './field';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Select
          id={id}
          value={value}
          options={options}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        />
      )}
    </Field>
  );
}
