import { NativeSelect } from '@chakra-ui/react';

interface ChoiceSelectProps<V extends string | number> {
  id?: string;
  /** The name when no visible label points at it. */
  'aria-label'?: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  /** A first option that chooses nothing ('Any rating'); without it a choice is required. */
  anyLabel?: string;
  onChange: (value: V | null) => void;
  size?: 'sm' | 'md';
  w?: string;
}

/** A native select over typed choices: the value comes back as the option's own value, not text. */
export const ChoiceSelect = <V extends string | number>({
  value,
  options,
  anyLabel,
  onChange,
  size = 'md',
  w,
  ...field
}: ChoiceSelectProps<V>) => (
  <NativeSelect.Root size={size} w={w} bg="white">
    <NativeSelect.Field
      {...field}
      value={value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)
      }
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
