import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { ChevronDownIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { type ItemActions, ItemRows } from './item-rows';
import { MirrorInRtl } from './mirror-in-rtl';

/** Chakra's md breakpoint: from a tablet up the ticked part starts open. */
const wideScreen = '(min-width: 48rem)';

/**
 * The ticked items at the foot of the list (issue 16): a heading with their count that opens and
 * closes them (closed at first on a phone, where the list to shop matters most), Put away ticked
 * (into the pantry, issue 27) and Clear ticked.
 */
export const TickedItems = ({
  items,
  actions,
  clearing,
  onClear,
  puttingAway,
  onPutAway,
}: {
  items: ShoppingListItem[];
  actions: ItemActions;
  clearing: boolean;
  onClear: () => void;
  puttingAway: boolean;
  onPutAway: () => void;
}) => {
  const [open, setOpen] = useState(() => window.matchMedia(wideScreen).matches);
  const headingId = useId();
  const panelId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" bg="gray.50" roundedBottom="lg">
      <HStack px={{ base: '1', md: '2' }} py="1" justify="space-between">
        <Heading as="h2" id={headingId} size="sm">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? (
              <ChevronDownIcon />
            ) : (
              <MirrorInRtl>
                <ChevronRightIcon />
              </MirrorInRtl>
            )}
            {t('shopping.tickedCount', { count: items.length })}
          </Button>
        </Heading>
        <HStack gap="2" wrap="wrap" justify="end">
          <Button variant="outline" size="sm" loading={puttingAway} onClick={onPutAway}>
            {t('pantry.putAwayTicked')}
          </Button>
          <Button variant="outline" size="sm" loading={clearing} onClick={onClear}>
            {t('shopping.clearTicked')}
          </Button>
        </HStack>
      </HStack>
      <Box id={panelId} hidden={!open}>
        {open && <ItemRows items={items} labelledBy={headingId} actions={actions} />}
      </Box>
    </Box>
  );
};
