import { Stack } from '@chakra-ui/react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { ShoppingItemRow } from './shopping-item-row';

export interface ItemActions {
  deletingId: string | null;
  onCheckedChange: (item: ShoppingListItem, isChecked: boolean) => void;
  onEdit: (item: ShoppingListItem) => void;
  onDelete: (item: ShoppingListItem) => void;
  onIntent: () => void;
}

/** A list of item rows, named by the heading it is under. */
export const ItemRows = ({
  items,
  labelledBy,
  actions,
}: {
  items: ShoppingListItem[];
  labelledBy: string;
  actions: ItemActions;
}) => (
  <Stack
    as="ul"
    aria-labelledby={labelledBy}
    listStyle="none"
    gap="0"
    // Borders between rows, not <hr> elements: a list may hold only its items.
    css={{ '& > li + li': { borderTopWidth: '1px' } }}
  >
    {items.map((item) => (
      <ShoppingItemRow
        key={item.id}
        item={item}
        deleting={actions.deletingId === item.id}
        onCheckedChange={(isChecked) => actions.onCheckedChange(item, isChecked)}
        onEdit={() => actions.onEdit(item)}
        onDelete={() => actions.onDelete(item)}
        onIntent={actions.onIntent}
      />
    ))}
  </Stack>
);
