import { Button, Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormBodyProps extends Omit<StackProps, 'onSubmit' | 'onFocus' | 'children'> {
  id?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Focus entering the form: time to load what checking it needs. */
  onFocus?: () => void;
  /** The form-level message under the fields: a failure or a notice. */
  message?: ReactNode;
  /** A submit button of its own (a dialog's is in its footer instead). */
  submitLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  /** The submit button as wide as its label instead of the form. */
  narrowSubmit?: boolean;
  /** Under the submit button. */
  after?: ReactNode;
  children: ReactNode;
}

/** A form's fields, its message, then its submit button: the browser's own validation is left to the schema. */
export const FormBody = ({
  onSubmit,
  message,
  submitLabel,
  pendingLabel,
  pending,
  narrowSubmit,
  after,
  children,
  id,
  onFocus,
  'aria-label': label,
  ...stack
}: FormBodyProps) => (
  <Stack asChild gap="4" {...stack}>
    <form
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      onFocus={onFocus}
      noValidate
      aria-label={label}
    >
      {children}
      {message}
      {submitLabel && (
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          alignSelf={narrowSubmit ? 'flex-start' : undefined}
          loading={pending}
          loadingText={pendingLabel}
        >
          {submitLabel}
        </Button>
      )}
      {after}
    </form>
  </Stack>
);
