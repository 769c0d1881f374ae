import { Button, Stack, Text } from '@chakra-ui/react';
import { defaultAisleSettings, sectionOf } from '#shared/shopping/aisles';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { AisleSections } from '#web/components/ui/aisle-sections';
import { CalendarIcon, ListIcon, PlusIcon } from '#web/components/ui/icons';
import { ItemsCard } from '#web/components/ui/items-card';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { OfflineBanner } from '#web/lib/offline/offline-banner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useAisleSettings } from '../api/aisle-settings';
import { useCheckShoppingItem } from '../api/check-shopping-item';
import { clearTickedFailedMessage, useClearTicked } from '../api/clear-ticked';
import { deleteItemFailedMessage, useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useShoppingList, useWaitingItemIds } from '../api/get-shopping-list';
import { putAwayFailedMessage, takeBackOutOfPantry, usePutAwayTicked } from '../api/put-away-ticked';
import { restoreFailedMessage, useRestoreShoppingItems } from '../api/restore-shopping-items';
import { useLiveList } from '../api/use-live-list';
import { checkFailedMessage, sortByName } from '../utils/shopping-items';
import { clearedText, removedText, tickedText } from '../utils/undo-texts';
import { type ItemActions, ItemRows } from './item-rows';
import { TickedItems } from './ticked-items';
import { UndoMessage, useUndoMessage } from './undo-message';
import { useWeekToList } from './use-week-to-list';

// The dialogs (the form and its validation) load on first use.
const shoppingItem = lazyDialog(() => import('./shopping-item-dialog'));
const generateList = lazyDialog(() => import('./generate-list-dialog'));
const sectionOrder = lazyDialog(() => import('./section-order-dialog'));

interface ShoppingListProps {
  owner: ContextOwner;
  /** 'the shopping list of Family' when acting as a group; null for the user's own. */
  groupName: string | null;
}

/** The shopping list screen of spec 2 for one owner (the user, or the group acted for). */
export const ShoppingList = ({ owner, groupName }: ShoppingListProps) => {
  const list = useShoppingList(owner);
  useLiveList(owner);
  const waiting = useWaitingItemIds(owner);
  const check = useCheckShoppingItem(owner);
  const removal = useDeleteShoppingItem(owner);
  const clear = useClearTicked(owner);
  const restore = useRestoreShoppingItems(owner);
  const putAway = usePutAwayTicked(owner);
  // The list shows at once; until the household's sections arrive, items are placed by the built-in table.
  const aisles = useAisleSettings(owner).data ?? defaultAisleSettings;
  const { feedback, show } = useTransientMessage();
  const { offer, offerUndo, dismiss } = useUndoMessage();
  const success = (text: string) => show({ status: 'success', text });
  const failure = (fallback: () => string) => (error: unknown) =>
    show({ status: 'error', text: errorMessage(error, fallback()) });
  // null: a new item.
  const itemDialog = useLazyDialog(shoppingItem, (item: ShoppingListItem | null) => ({
    owner,
    item,
    section: item ? sectionOf(item.name, aisles.sections) : undefined,
    onSaved: success,
  }));
  const week = useWeekToList(owner, show, offerUndo);
  const generateDialog = useLazyDialog(generateList, () => ({ owner, onGenerated: week.announce }));
  const orderDialog = useLazyDialog(sectionOrder, () => ({ owner, order: aisles.order, onSaved: success }));

  const toggle = (item: ShoppingListItem, isChecked: boolean) =>
    check.mutate(
      { item, isChecked },
      {
        onError: (error) => show({ status: 'error', text: checkFailedMessage(item.name, isChecked, error) }),
      },
    );
  const toggleWithUndo = (item: ShoppingListItem, isChecked: boolean) => {
    toggle(item, isChecked);
    // A tick moves the item out of sight (into Ticked): Undo brings it back.
    if (isChecked)
      offerUndo({ text: tickedText(item.name), undo: () => toggle({ ...item, isChecked: true }, false) });
  };

  /** Undo of a delete or a clear: the items go back as they were. */
  const putBack = (removed: ShoppingListItem[]) =>
    restore.mutate(removed, { onError: failure(restoreFailedMessage) });

  const remove = (item: ShoppingListItem) =>
    removal.mutate(item, {
      onSuccess: () => offerUndo({ text: removedText(item.name), undo: () => putBack([item]) }),
      onError: failure(deleteItemFailedMessage),
    });

  const clearTicked = () =>
    clear.mutate(undefined, {
      onSuccess: (removed) =>
        removed.length > 0 && offerUndo({ text: clearedText(removed.length), undo: () => putBack(removed) }),
      onError: failure(clearTickedFailedMessage),
    });

  const putAwayTicked = () =>
    putAway.mutate(undefined, {
      onSuccess: ({ moved }) =>
        moved.length > 0 &&
        offerUndo({
          text: t('pantry.putAwayDone', { count: moved.length }),
          undo: () =>
            takeBackOutOfPantry(owner, moved).then(() => putBack(moved), failure(restoreFailedMessage)),
        }),
      onError: failure(putAwayFailedMessage),
    });

  const items = list.data ? sortByName(list.data) : [];
  const toBuy = items.filter((item) => !item.isChecked);
  const ticked = items.filter((item) => item.isChecked);
  const actions: ItemActions = {
    deletingId: removal.isPending ? (removal.variables?.id ?? null) : null,
    waitingIds: waiting,
    onCheckedChange: toggleWithUndo,
    onEdit: (item) => itemDialog.open(item),
    onDelete: remove,
    onIntent: itemDialog.preload,
  };

  return (
    <ContentLayout
      title={t('shopping.title')}
      actions={
        <Stack direction="row" gap="2" wrap="wrap">
          <Button variant="outline" {...orderDialog.trigger(true)}>
            <ListIcon />
            {t('shopping.sectionOrder')}
          </Button>
          <Button variant="outline" {...generateDialog.trigger(true)} disabled={!list.isSuccess}>
            <CalendarIcon />
            {t('shopping.generateFromMealPlan')}
          </Button>
          <Button colorPalette="green" {...itemDialog.trigger(null)}>
            <PlusIcon />
            {t('shopping.addItem')}
          </Button>
        </Stack>
      }
    >
      {groupName && <Text color="gray.700">{t('shopping.sharedListOf', { group: groupName })}</Text>}
      <OfflineBanner />
      <TransientMessage feedback={feedback} floating />
      <UndoMessage offer={offer} onDismiss={dismiss} />
      <ItemsCard
        query={list}
        isEmpty={items.length === 0}
        texts={{
          loading: t('shopping.loading'),
          fetchFailed: t('shopping.fetchFailed'),
          emptyTitle: t('shopping.emptyTitle'),
          emptyHelp: t('shopping.emptyHelp'),
          region: t('shopping.itemsRegion'),
        }}
      >
        {() => (
          <>
            <AisleSections items={toBuy} settings={aisles}>
              {(inSection, headingId) => (
                <ItemRows items={inSection} labelledBy={headingId} actions={actions} />
              )}
            </AisleSections>
            {ticked.length > 0 && (
              <TickedItems
                items={ticked}
                actions={actions}
                clearing={clear.isPending}
                onClear={clearTicked}
                puttingAway={putAway.isPending}
                onPutAway={putAwayTicked}
              />
            )}
          </>
        )}
      </ItemsCard>
      {itemDialog.element}
      {generateDialog.element}
      {orderDialog.element}
    </ContentLayout>
  );
};
