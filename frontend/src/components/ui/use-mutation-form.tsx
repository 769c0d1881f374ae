import { useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { errorMessage } from '#web/lib/error-message';
import { placeFieldErrors } from '#web/lib/field-errors';
import type { LazyResolver } from '#web/lib/lazy-resolver';
import { FormAlert } from './form-alert';
import { type Feedback, TransientMessage, useTransientMessage } from './transient-message';

export interface MutationFormOptions<Input extends FieldValues, Output, Result> {
  /** The shared schema as a resolver loaded on first use (`lazyResolver`). */
  validation: LazyResolver<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values, e.g. a mutation's `mutateAsync`. */
  send: (values: Output) => Promise<Result>;
  /** After a success; a text it returns is shown where the form's messages go. */
  onSent?: (
    result: Result,
    values: Output,
    form: UseFormReturn<Input, unknown, Output>,
  ) => string | undefined;
  /** A failure's text: the fallback when the server gives no message, or a wording of the error. */
  failure: string | ((error: unknown) => string);
  /**
   * Where the form's messages go: by default under its fields until the next try; 'transient',
   * there for 3 seconds (My Page, spec 2); or handed to a parent that shows them.
   */
  report?: 'transient' | ((feedback: Feedback) => void);
}

/**
 * A react-hook-form form checked by a shared zod schema and sent by a mutation: `field(name)` for
 * each input (its registration and error), and `submission` for its `FormDialog` or `FormBody`.
 */
export const useMutationForm = <Input extends FieldValues, Output, Result>({
  validation,
  defaultValues,
  send,
  onSent,
  failure,
  report,
}: MutationFormOptions<Input, Output, Result>) => {
  const form = useForm<Input, unknown, Output>({ resolver: validation.resolver, defaultValues });
  const transient = useTransientMessage();
  const [notice, setNotice] = useState<Feedback | null>(null);
  const show = typeof report === 'function' ? report : report === 'transient' ? transient.show : setNotice;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const text = onSent?.(await send(values), values, form);
      if (text) show({ status: 'success', text });
    } catch (error) {
      // A field's own message shows at the field; the general message only for what none took.
      if (placeFieldErrors(error, form)) return;
      show({
        status: 'error',
        text: typeof failure === 'string' ? errorMessage(error, failure) : failure(error),
      });
    }
  });

  const field = <Name extends Path<Input>>(name: Name, options?: RegisterOptions<Input, Name>) => ({
    ...form.register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });

  const message =
    report === 'transient' ? (
      <TransientMessage feedback={transient.feedback} />
    ) : (
      notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>
    );

  return {
    form,
    field,
    /** The last message when it stays in the form (a failure until the next try). */
    notice,
    pending: isSubmitting,
    submission: { onSubmit: submit, onFocus: validation.preload, message, pending: isSubmitting },
  };
};
