import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { CalendarIcon, PlusIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { OfflineBanner } from '#web/lib/offline/offline-banner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useCheckShoppingItem } from '../api/check-shopping-item';
import { deleteItemFailedMessage, useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useShoppingList, useWaitingItemIds } from '../api/get-shopping-list';
import { checkFailedMessage, sortByName } from '../utils/shopping-items';
import { ShoppingItemRow } from './shopping-item-row';

// The dialogs (the form and its validation) load on first use.
const shoppingItem = lazyDialog(() => import('./shopping-item-dialog'));
const generateList = lazyDialog(() => import('./generate-list-dialog'));

export const fetchListFailedMessage = 'Failed to fetch the shopping list';

interface ShoppingListProps {
  owner: ContextOwner;
  /** 'the shopping list of Family' when acting as a group; null for the user's own. */
  groupName: string | null;
}

/** The shopping list screen of spec 2 for one owner (the user, or the group acted for). */
export const ShoppingList = ({ owner, groupName }: ShoppingListProps) => {
  const listId = useId();
  const list = useShoppingList(owner);
  const waiting = useWaitingItemIds(owner);
  const check = useCheckShoppingItem(owner);
  const removal = useDeleteShoppingItem(owner);
  const { feedback, show } = useTransientMessage();
  const success = (text: string) => show({ status: 'success', text });
  // null: a new item.
  const itemDialog = useLazyDialog(shoppingItem, (item: ShoppingListItem | null) => ({
    owner,
    item,
    onSaved: success,
  }));
  const generateDialog = useLazyDialog(generateList, () => ({ owner, onGenerated: success }));

  const toggle = (item: ShoppingListItem, isChecked: boolean) =>
    check.mutate(
      { item, isChecked },
      {
        onError: (error) => show({ status: 'error', text: checkFailedMessage(item.name, isChecked, error) }),
      },
    );

  const remove = (item: ShoppingListItem) =>
    removal.mutate(item, {
      onSuccess: () => success(`${item.name} deleted.`),
      onError: (error) => show({ status: 'error', text: errorMessage(error, deleteItemFailedMessage) }),
    });

  const items = list.data ? sortByName(list.data) : [];

  return (
    <ContentLayout
      title="Shopping List"
      actions={
        <Stack direction="row" gap="2" wrap="wrap">
          <Button variant="outline" {...generateDialog.trigger(true)} disabled={!list.isSuccess}>
            <CalendarIcon />
            Generate from meal plan
          </Button>
          <Button colorPalette="green" {...itemDialog.trigger(null)}>
            <PlusIcon />
            Add Item
          </Button>
        </Stack>
      }
    >
      {groupName && <Text color="gray.700">{`The shared list of ${groupName}.`}</Text>}
      <OfflineBanner />
      <TransientMessage feedback={feedback} floating />
      {list.isPending ? (
        <Text role="status">Loading...</Text>
      ) : list.isError ? (
        <LoadFailure onRetry={list.refetch}>{errorMessage(list.error, fetchListFailedMessage)}</LoadFailure>
      ) : items.length === 0 ? (
        <Stack gap="1" py="10" textAlign="center" bg="white" borderWidth="1px" rounded="lg">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            Shopping list is empty
          </Text>
          <Text color="gray.600">Add items manually or generate them from your meal plan.</Text>
        </Stack>
      ) : (
        <Box bg="white" borderWidth="1px" rounded="lg" shadow="xs">
          <Text id={listId} srOnly>
            Shopping list items
          </Text>
          <Stack
            as="ul"
            aria-labelledby={listId}
            listStyle="none"
            gap="0"
            // Borders between rows, not <hr> elements: a list may hold only its items.
            css={{ '& > li + li': { borderTopWidth: '1px' } }}
          >
            {items.map((item) => (
              <ShoppingItemRow
                key={item.id}
                item={item}
                deleting={removal.isPending && removal.variables?.id === item.id}
                waiting={waiting.has(item.id)}
                onCheckedChange={(isChecked) => toggle(item, isChecked)}
                onEdit={() => itemDialog.open(item)}
                onDelete={() => remove(item)}
                onIntent={itemDialog.preload}
              />
            ))}
          </Stack>
        </Box>
      )}
      {itemDialog.element}
      {generateDialog.element}
    </ContentLayout>
  );
};
