import { Button, CloseButton, Dialog, type DialogRootProps, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { t } from '#web/lib/i18n/t';
import { useDialogTitleId } from './use-dialog-title-id';

/** What to ask before a dialog closes and loses what the user entered in it. */
export interface CloseConfirmation {
  /** Read at the moment of closing: true while closing would lose something (a changed form). */
  when: () => boolean;
  /** What is lost, e.g. 'What you typed in this recipe will be lost.' */
  text: string;
  title?: string;
  /** The button that goes back to the dialog. */
  keepLabel?: string;
  /** The red button that closes it and loses the changes. */
  discardLabel?: string;
}

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; given a function, it receives the guarded close (see `confirmClose`). */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
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
  /**
   * Ask before closing while something would be lost: Escape, the close button, a click on the
   * backdrop (where it closes the dialog at all) and the footer's `requestClose` then ask first.
   */
  confirmClose?: CloseConfirmation;
}

/** A navigation held back until the user answers: go on with it, or stay. */
interface HeldNavigation {
  proceed: () => void;
  reset: () => void;
}

/**
 * While the dialog would lose something, leaving the page (Back, a phone's swipe back) is held
 * and `onHeld` asks first, as closing does.
 */
const LeaveGuard = ({ when, onHeld }: { when: () => boolean; onHeld: (held: HeldNavigation) => void }) => {
  const blocker = useBlocker(() => when());
  useEffect(() => {
    if (blocker.state === 'blocked') onHeld(blocker);
  }, [blocker, onHeld]);
  return null;
};

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
  confirmClose,
}: ModalProps) => {
  // The element focused when the dialog mounted is the button that opened it.
  const [opener] = useState(() => document.activeElement);
  const titled = useDialogTitleId();
  // The question, mounted when asked and kept until its closing animation ends; `leaving` when a
  // navigation away waits for the answer.
  const [asking, setAsking] = useState<{ open: boolean; leaving?: HeldNavigation } | null>(null);
  const requestClose = () => {
    if (confirmClose?.when()) setAsking({ open: true });
    else onClose();
  };
  const keepEditing = () => {
    asking?.leaving?.reset();
    setAsking({ open: false });
  };
  const discard = () => {
    setAsking({ open: false });
    onClose();
    asking?.leaving?.proceed();
  };
  const hold = useCallback(
    (leaving: HeldNavigation) =>
      setAsking((previous) => (previous?.open && previous.leaving ? previous : { open: true, leaving })),
    [],
  );
  return (
    <>
      {confirmClose && open && <LeaveGuard when={confirmClose.when} onHeld={hold} />}
      <Dialog.Root
        {...titled.root}
        open={open}
        onOpenChange={(details) => {
          if (!details.open) requestClose();
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
              {...titled.content}
              mx={fullScreenOnPhone ? undefined : { base: '4', sm: 'auto' }}
              maxW={width ? { sm: width } : undefined}
            >
              <Dialog.Header pe="14">
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer && (
                <Dialog.Footer flexWrap="wrap">
                  {typeof footer === 'function' ? footer(requestClose) : footer}
                </Dialog.Footer>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
              {confirmClose && asking && (
                // Opened over this dialog: Escape or its close button answer "keep editing", the safe choice.
                <Modal
                  title={confirmClose.title ?? t('common.discardChangesTitle')}
                  role="alertdialog"
                  size="sm"
                  open={asking.open}
                  onClose={keepEditing}
                  onExitComplete={() => setAsking(null)}
                  footer={
                    <>
                      <Button variant="outline" onClick={keepEditing}>
                        {confirmClose.keepLabel ?? t('common.keepEditing')}
                      </Button>
                      <Button colorPalette="red" onClick={discard}>
                        {confirmClose.discardLabel ?? t('common.discard')}
                      </Button>
                    </>
                  }
                >
                  <Text>{confirmClose.text}</Text>
                </Modal>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
};
