import { CloseButton, Dialog, type DialogRootProps, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** Spec 2: a click on the backdrop closes the dialog unless this is false (Escape still does). */
  closeOnBackdropClick?: boolean;
  /** The width from a tablet up. */
  size?: Extract<DialogRootProps['size'], 'sm' | 'md' | 'lg' | 'xl'>;
  /** An exact width from a tablet up (a CSS length such as '500px'), instead of a size's. */
  width?: string;
  /** Long forms take the whole screen on a phone; short dialogs stay a card. */
  fullScreenOnPhone?: boolean;
  /** Called once the closing animation has finished (time to unmount the dialog). */
  onExitComplete?: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The reusable modal: a title, a close button, focus kept inside while open and returned to
 * whatever opened it (when that is still on the page) once it closes.
 */
export const Modal = ({
  title,
  open,
  onClose,
  children,
  footer,
  closeOnBackdropClick = true,
  size = 'md',
  width,
  fullScreenOnPhone = false,
  onExitComplete,
  role = 'dialog',
}: ModalProps) => {
  // The element focused when the dialog mounted is the button that opened it.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={closeOnBackdropClick}
      finalFocusEl={() => (opener instanceof HTMLElement && opener.isConnected ? opener : null)}
      onExitComplete={onExitComplete}
      role={role}
      size={{ base: fullScreenOnPhone ? 'full' : size, sm: size }}
      scrollBehavior="inside"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            mx={fullScreenOnPhone ? undefined : { base: '4', sm: 'auto' }}
            maxW={width ? { sm: width } : undefined}
          >
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
