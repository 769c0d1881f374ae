import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { type ItemRowActions, ItemRowFrame } from '#web/components/ui/item-row-frame';
import { provenanceText } from '../utils/provenance';
import { quantitySuffix } from '../utils/shopping-items';

interface ShoppingItemRowProps extends ItemRowActions {
  item: ShoppingListItem;
  /** A change to it made offline waits to be sent. */
  waiting?: boolean;
  onCheckedChange: (isChecked: boolean) => void;
}

/** One line: a checkbox (a bought item is struck through), the name with its amount, edit and delete. */
export const ShoppingItemRow = ({
  item,
  waiting = false,
  onCheckedChange,
  ...actions
}: ShoppingItemRowProps) => {
  const suffix = quantitySuffix(item);
  const provenance = provenanceText(item);
  const provenanceId = useId();
  return (
    <ItemRowFrame list="shopping" name={item.name} waiting={waiting} {...actions}>
      <Stack flex="1" minW="0" gap="0">
        <Checkbox.Root
          colorPalette="green"
          size="lg"
          checked={item.isChecked}
          onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-describedby={provenance ? provenanceId : undefined} />
          <Checkbox.Control />
          <Checkbox.Label
            fontWeight="normal"
            overflowWrap="anywhere"
            textDecoration={item.isChecked ? 'line-through' : 'none'}
            color={item.isChecked ? 'gray.500' : 'inherit'}
          >
            {item.name}
            {suffix && (
              <Text as="span" color={item.isChecked ? 'gray.500' : 'gray.600'}>
                {` ${suffix}`}
              </Text>
            )}
          </Checkbox.Label>
        </Checkbox.Root>
        {provenance && (
          // Under the name, in line with it (past the box): where the item came from.
          <Text id={provenanceId} fontSize="sm" color="gray.600" ps="8" overflowWrap="anywhere">
            {provenance}
          </Text>
        )}
      </Stack>
    </ItemRowFrame>
  );
};
