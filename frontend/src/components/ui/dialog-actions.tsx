import { Button } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';

interface DialogActionsProps {
  /** The main button's label, e.g. 'Add Item'. */
  label: string;
  /** The other button's label; it closes the dialog. */
  cancelLabel?: string;
  onCancel: () => void;
  /** The id of the form the main button submits. */
  form: string;
  pending: boolean;
  /** Shown on the main button while its action runs, e.g. 'Saving...'. */
  pendingLabel?: string;
  disabled?: boolean;
  /** Red for a destructive action. */
  colorPalette?: 'green' | 'red';
}

/** A dialog's footer: Cancel (or Done), then the main button submitting the form, with a spinner while it is sent. */
export const DialogActions = ({
  label,
  cancelLabel = t('common.cancel'),
  onCancel,
  form,
  pending,
  pendingLabel,
  disabled,
  colorPalette = 'green',
}: DialogActionsProps) => (
  <>
    <Button variant="outline" onClick={onCancel}>
      {cancelLabel}
    </Button>
    <Button
      type="submit"
      form={form}
      colorPalette={colorPalette}
      disabled={disabled}
      loading={pending}
      loadingText={pendingLabel}
    >
      {label}
    </Button>
  </>
);
