import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogButtonProps {
  /** From `useLazyDialog`: the button opens it (and warms its code on pointer or focus). */
  dialog: { trigger: (target: true) => object; element: ReactNode };
  icon: ReactNode;
  label: string;
}

/** A recipe page's small outline button with its dialog beside it ('Rate Recipe', 'Add to Shopping List'). */
export const DialogButton = ({ dialog, icon, label }: DialogButtonProps) => (
  <>
    <Button variant="outline" size="sm" {...dialog.trigger(true)}>
      {icon}
      {label}
    </Button>
    {dialog.element}
  </>
);
