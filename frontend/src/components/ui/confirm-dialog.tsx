import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** The red button's label, e.g. 'Delete Group'. */
  confirmLabel: string;
  /** Shown on the red button while the action runs. */
  pendingLabel?: string;
  pending: boolean;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onExitComplete: () => void;
  /** The question, and any message about the outcome. */
  children: ReactNode;
}

/** Asks before a destructive action: an alert dialog with Cancel and a red confirm button. */
export const ConfirmDialog = ({
  title,
  confirmLabel,
  pendingLabel,
  pending,
  open,
  onConfirm,
  onClose,
  onExitComplete,
  children,
}: ConfirmDialogProps) => (
  <Modal
    title={title}
    role="alertdialog"
    open={open}
    onClose={onClose}
    onExitComplete={onExitComplete}
    size="sm"
    footer={
      <DialogActions
        label={confirmLabel}
        onCancel={onClose}
        onConfirm={onConfirm}
        pending={pending}
        pendingLabel={pendingLabel}
        colorPalette="red"
      />
    }
  >
    <Stack gap="4">{children}</Stack>
  </Modal>
);
