import type { ReactNode } from 'react';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { FormDialog } from './form-dialog';

interface ConfirmDialogProps extends DialogLifecycle {
  title: string;
  /** The red button's label, e.g. 'Delete'; the title when it says the action already ('Leave Group'). */
  confirmLabel?: string;
  /** Shown on the red button while the action runs. */
  pendingLabel?: string;
  pending: boolean;
  onSubmit: () => void;
  /** A failure, under the question. */
  message?: ReactNode;
  /** The question, and any message about the outcome. */
  children: ReactNode;
}

/** Asks before a destructive action: an alert dialog with Cancel and a red confirm button. */
export const ConfirmDialog = ({ confirmLabel, ...dialog }: ConfirmDialogProps) => (
  <FormDialog {...dialog} role="alertdialog" submitLabel={confirmLabel ?? dialog.title} colorPalette="red" />
);
