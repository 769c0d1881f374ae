import type { FieldValues } from 'react-hook-form';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { closeWithNotice } from './form-dialog';
import type { Feedback } from './transient-message';
import { type MutationFormOptions, useMutationForm } from './use-mutation-form';

interface DialogFormOptions<Input extends FieldValues, Output, Result>
  extends Omit<MutationFormOptions<Input, Output, Result>, 'onSent' | 'report'> {
  /** What the page says once the form is sent ('Password changed'). */
  done: () => string;
}

/**
 * A dialog's form that closes once it is sent, the page then saying what was done (My Page, spec 2);
 * a failure shows in the dialog for 3 seconds. `dialogForm` is spread onto its `FormDialog`.
 */
export const useDialogForm = <Input extends FieldValues, Output, Result>(
  dialog: DialogLifecycle,
  /** Where the page shows what was done. */
  report: (feedback: Feedback) => void,
  { done, ...options }: DialogFormOptions<Input, Output, Result>,
) => {
  const mutationForm = useMutationForm({
    ...options,
    // Nothing to clear: each opening of the dialog mounts a new form (useLazyDialog).
    onSent: () => closeWithNotice(dialog, report, done()),
    report: 'transient',
  });
  return { ...mutationForm, dialogForm: { ...dialog, ...mutationForm.submission } };
};
