import { Stack, Text } from '@chakra-ui/react';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import { type ItemRowActions, ItemRowFrame } from '#web/components/ui/item-row-frame';
import { quantitySuffix } from '#web/lib/quantity-text';
import { bestBeforeText, freshnessOf } from '../utils/best-before';

/** The mark's colours; the words say the same ("Use soon", "Past best before"), so colour is never alone. */
const freshnessLook = {
  past: { color: 'red.700', bg: 'red.50' },
  near: { color: 'orange.800', bg: 'orange.50' },
  fine: { color: 'gray.600', bg: undefined },
} as const;

interface PantryItemRowProps extends ItemRowActions {
  item: PantryItem;
  /** A change to it waits in the offline queue. */
  waiting: boolean;
}

/** One pantry item: its name and amount, its best-before date (marked when near or past), edit and delete. */
export const PantryItemRow = ({ item, waiting, ...actions }: PantryItemRowProps) => {
  const suffix = quantitySuffix(item);
  const freshness = freshnessOf(item.bestBefore);
  const look = freshnessLook[freshness];
  return (
    <ItemRowFrame list="pantry" name={item.name} waiting={waiting} bg={look.bg} {...actions}>
      <Stack flex="1" minW="0" gap="0">
        <Text overflowWrap="anywhere">
          {item.name}
          {suffix && (
            <Text as="span" color="gray.600">
              {` ${suffix}`}
            </Text>
          )}
        </Text>
        {item.bestBefore && (
          <Text
            fontSize="sm"
            color={look.color}
            fontWeight={freshness === 'fine' ? 'normal' : 'semibold'}
            data-freshness={freshness}
          >
            {bestBeforeText(item.bestBefore, freshness)}
          </Text>
        )}
      </Stack>
    </ItemRowFrame>
  );
};
