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
