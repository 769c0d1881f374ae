import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '#web/lib/i18n/t';

/** How long a change can be undone (issue 16: "a few seconds"). */
export const undoMs = 6000;

export interface Undoable {
  text: string;
  undo: () => void;
  /** The button's name when it does something else than undo ("Add anyway"). */
  actionLabel?: string;
}

/**
 * One Undo offer at a time: a new change replaces the last one and restarts the clock. (Other
 * one-tap follow-ups, such as "Add anyway", take the same place.)
 */
export const useUndoMessage = () => {
  const [offer, setOffer] = useState<(Undoable & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setOffer(null);
  }, []);
  const offerUndo = useCallback((next: Undoable) => {
    clearTimeout(timer.current);
    setOffer({ ...next, key: Date.now() });
    timer.current = setTimeout(() => setOffer(null), undoMs);
  }, []);
  return { offer, offerUndo, dismiss };
};

/**
 * "Removed Eggs · Undo" over the foot of the page. The region is a status (announced politely, never
 * moving the focus); Undo is a real button, reachable with Tab.
 */
export const UndoMessage = ({ offer, onDismiss }: { offer: Undoable | null; onDismiss: () => void }) => (
  <Box
    role="status"
    position="fixed"
    insetX="4"
    bottom="20"
    zIndex="toast"
    display="flex"
    justifyContent="center"
    pointerEvents="none"
  >
    {offer && (
      <HStack
        maxW="md"
        w="full"
        gap="3"
        px="4"
        py="2"
        bg="gray.800"
        color="white"
        rounded="md"
        shadow="lg"
        pointerEvents="auto"
      >
        <Text flex="1" minW="0" overflowWrap="anywhere">
          {offer.text}
          <Text as="span" aria-hidden="true">
            {' · '}
          </Text>
        </Text>
        <Button
          size="sm"
          variant="plain"
          color="green.200"
          fontWeight="semibold"
          onClick={() => {
            onDismiss();
            offer.undo();
          }}
        >
          {offer.actionLabel ?? t('shopping.undo')}
        </Button>
      </HStack>
    )}
  </Box>
);
