import { Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { ShoppingItemRow } from './shopping-item-row';

export interface ItemActions {
  deletingId: string | null;
  /** Items with a change made offline that waits to be sent. */
  waitingIds: ReadonlySet<string>;
  onCheckedChange: (item: ShoppingListItem, isChecked: boolean) => void;
  onEdit: (item: ShoppingListItem) => void;
  onDelete: (item: ShoppingListItem) => void;
  onIntent: () => void;
}

/**
 * A list of item rows, named by the heading it is under. A tick moves its row to another list, so
 * a keyboard user's focus goes on to the next row's box in the list (or the one before) instead of
 * being dropped on the page.
 */
export const ItemRows = ({
  items,
  labelledBy,
  actions,
}: {
  items: ShoppingListItem[];
  labelledBy: string;
  actions: ItemActions;
}) => {
  const listRef = useRef<HTMLDivElement>(null);
  const handOnFocus = (index: number) => {
    const row = listRef.current?.children[index];
    if (!row?.contains(document.activeElement)) return;
    // The rows of every section of the list, in the order shown.
    const rows = [...(row.closest('[role="region"]')?.querySelectorAll('li') ?? [])];
    const at = rows.indexOf(row as HTMLLIElement);
    const neighbour = (rows[at + 1] ?? rows[at - 1])?.querySelector<HTMLInputElement>('input');
    // Once React has moved the row away.
    if (neighbour) requestAnimationFrame(() => neighbour.focus());
  };
  return (
    <Stack
      as="ul"
      ref={listRef}
      aria-labelledby={labelledBy}
      listStyle="none"
      gap="0"
      // Borders between rows, not <hr> elements: a list may hold only its items.
      css={{ '& > li + li': { borderTopWidth: '1px' } }}
    >
      {items.map((item, index) => (
        <ShoppingItemRow
          key={item.id}
          item={item}
          deleting={actions.deletingId === item.id}
          waiting={actions.waitingIds.has(item.id)}
          onCheckedChange={(isChecked) => {
            handOnFocus(index);
            actions.onCheckedChange(item, isChecked);
          }}
          onEdit={() => actions.onEdit(item)}
          onDelete={() => actions.onDelete(item)}
          onIntent={actions.onIntent}
        />
      ))}
    </Stack>
  );
};
