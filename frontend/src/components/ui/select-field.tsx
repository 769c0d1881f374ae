import { Field, NativeSelect } from '@chakra-ui/react';
import { type ComponentProps, type ReactNode, useId } from 'react';

export interface SelectFieldProps<Option extends string>
  extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'size'> {
  label: string;
  options: readonly Option[];
  /** An option's name in the language on screen (the value sent stays the option itself). */
  optionLabel: (option: Option) => string;
  /** The chosen option, for a select kept in the component's state. */
  onValueChange?: (option: Option) => void;
  /** Shown under the select; also marks it invalid. */
  error?: string;
  size?: ComponentProps<typeof NativeSelect.Root>['size'];
  disabled?: boolean;
  /** Each option marked as in its own language (the language names). */
  optionLang?: boolean;
  /** Where the field sits in its row (flex, minW), or the whole field disabled. */
  fieldProps?: Field.RootProps;
  /** Options before the fixed ones ('The browser's language'). */
  children?: ReactNode;
}

/**
 * A labelled native select of fixed options, with its error message under it: bound to
 * react-hook-form by spreading `field(name)`, or to state by `value` and `onValueChange`.
 */
export const SelectField = <Option extends string>({
  label,
  options,
  optionLabel,
  onValueChange,
  error,
  size,
  disabled,
  optionLang,
  fieldProps,
  children,
  ...selectProps
}: SelectFieldProps<Option>) => {
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} {...fieldProps}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size={size} disabled={disabled}>
        {/* A form's own `onChange` (react-hook-form's) comes in `selectProps` and takes over. */}
        <NativeSelect.Field
          id={id}
          onChange={(event) => onValueChange?.(event.target.value as Option)}
          {...selectProps}
        >
          {children}
          {options.map((option) => (
            <option key={option} value={option} lang={optionLang ? option : undefined}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
};
