import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId } from 'react';

export interface InputFieldProps extends InputProps {
  label: string;
  /** Shown under the input; also marks the input invalid and is read out with it. */
  error?: string;
}

/** A labelled text input with its error message under it. */
export const InputField = ({ label, error, ...inputProps }: InputFieldProps) => {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" aria-describedby={error ? errorId : undefined} {...inputProps} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
};

/** An email address: the phone's email keyboard, the browser's autofill. */
export const EmailField = (props: InputFieldProps) => (
  <InputField type="email" inputMode="email" autoComplete="email" {...props} />
);

/** A password; `autoComplete` is 'current-password' unless the field sets a new one. */
export const PasswordField = ({ isNew, ...props }: InputFieldProps & { isNew?: boolean }) => (
  <InputField type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />
);

/** A whole number from 1 (minutes, servings): the phone's number pad. */
export const CountField = (props: InputFieldProps) => (
  <InputField type="number" inputMode="numeric" min={1} step={1} {...props} />
);
