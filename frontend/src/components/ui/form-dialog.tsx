import { Button } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { t } from '#web/lib/i18n/t';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { DialogActions } from './dialog-actions';
import { ErrorAlert } from './form-alert';
import { FormBody, type FormBodyProps } from './form-body';
import { Modal, type ModalProps } from './modal';
import type { Feedback } from './transient-message';

type Submission =
  /** The dialog's own form around `children`. */
  | (Pick<FormBodyProps, 'onSubmit' | 'onFocus' | 'message'> & { formId?: never })
  /** A form the children render themselves, with this id (the main button submits it). */
  | { formId: string; onSubmit?: never; onFocus?: never; message?: never };

export type FormDialogProps = DialogLifecycle &
  Pick<
    ModalProps,
    'title' | 'size' | 'width' | 'role' | 'closeOnBackdropClick' | 'fullScreenOnPhone' | 'confirmClose'
  > &
  Submission & {
    /** The main button's label, e.g. 'Save Password'; it submits the form. */
    submitLabel: string;
    /** Shown on the main button while the form is sent, e.g. 'Saving...'. */
    pendingLabel?: string;
    pending: boolean;
    disabled?: boolean;
    /** Red for a destructive action. */
    colorPalette?: 'green' | 'red';
    /** The other button, which closes the dialog. */
    cancelLabel?: string;
    /** Once the work is done: shown instead of the form, with one Done button. */
    done?: ReactNode;
    children: ReactNode;
  };

/**
 * A dialog's work is done: it closes, and the page shows what was done (`undefined`, so it can end
 * a form's `onSent` that adds no message of its own).
 */
export const closeWithNotice = (
  dialog: Pick<DialogLifecycle, 'onClose'>,
  report: (feedback: Feedback) => void,
  text: string,
): undefined => {
  dialog.onClose();
  report({ status: 'success', text });
  return undefined;
};

/**
 * A dialog whose form runs one mutation: its lifecycle, the spinner while the mutation runs and,
 * given a fallback text, the mutation's failure under the fields. Spread it onto `FormDialog`.
 */
export const submitting = (
  dialog: DialogLifecycle,
  mutation: { isPending: boolean; error: unknown },
  onSubmit: () => void,
  failure?: string,
) => ({
  ...dialog,
  pending: mutation.isPending,
  onSubmit,
  message: failure === undefined ? undefined : <ErrorAlert error={mutation.error} fallback={failure} />,
});

/**
 * The one form dialog: a titled modal around a form, Cancel and a main button that submits it
 * (a spinner while it is sent), and the form's message under its fields. Each dialog brings only
 * its fields and what submitting does.
 */
export const FormDialog = ({
  formId,
  onSubmit,
  onFocus,
  message,
  submitLabel,
  cancelLabel,
  pending,
  pendingLabel,
  disabled,
  colorPalette,
  done,
  size = 'sm',
  children,
  ...modal
}: FormDialogProps) => {
  const ownFormId = useId();
  const form = formId ?? ownFormId;
  return (
    <Modal
      {...modal}
      size={size}
      footer={(requestClose) =>
        done ? (
          <Button colorPalette="green" onClick={modal.onClose}>
            {t('common.done')}
          </Button>
        ) : (
          <DialogActions
            {...{ cancelLabel, pending, pendingLabel, disabled, colorPalette }}
            label={submitLabel}
            onCancel={requestClose}
            form={form}
          />
        )
      }
    >
      {done ||
        (onSubmit ? (
          <FormBody {...{ onSubmit, onFocus, message }} id={form}>
            {children}
          </FormBody>
        ) : (
          children
        ))}
    </Modal>
  );
};
