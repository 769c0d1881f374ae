import { Box, Button, Text } from '@chakra-ui/react';
import type { PantryItem } from '#shared/pantry/pantry-schemas';
import { ContentLayout } from '#web/components/layouts/content-layout';
import { AisleSections } from '#web/components/ui/aisle-sections';
import { PlusIcon } from '#web/components/ui/icons';
import { ItemsCard } from '#web/components/ui/items-card';
import { TransientMessage, useTransientMessage } from '#web/components/ui/transient-message';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { OfflineBanner } from '#web/lib/offline/offline-banner';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { usePantryAisles } from '../api/aisle-settings';
import { deletePantryItemFailedMessage, useDeletePantryItem } from '../api/delete-pantry-item';
import { usePantry, useWaitingPantryIds } from '../api/get-pantry';
import { useLivePantry } from '../api/use-live-pantry';
import { AlwaysHave } from './always-have';
import { PantryItemRow } from './pantry-item-row';

// The form and its validation load on first use.
const pantryItemDialog = lazyDialog(() => import('./pantry-item-dialog'));

interface PantryScreenProps {
  owner: ContextOwner;
  /** The group's name when acting as a group; null for the user's own pantry. */
  groupName: string | null;
}

/** The pantry (issue 27) of one owner: its items by store section, and the "Always have" list. */
export const PantryScreen = ({ owner, groupName }: PantryScreenProps) => {
  const pantry = usePantry(owner);
  useLivePantry(owner);
  const waiting = useWaitingPantryIds(owner);
  const aisles = usePantryAisles(owner);
  const removal = useDeletePantryItem(owner);
  const { feedback, show } = useTransientMessage();
  const itemDialog = useLazyDialog(pantryItemDialog, (item: PantryItem | null) => ({
    owner,
    item,
    onSaved: (text: string) => show({ status: 'success', text }),
  }));

  const remove = (item: PantryItem) =>
    removal.mutate(item, {
      onSuccess: () => show({ status: 'success', text: t('pantry.itemDeleted', { name: item.name }) }),
      onError: (error) =>
        show({ status: 'error', text: errorMessage(error, deletePantryItemFailedMessage()) }),
    });

  const items = pantry.data ?? [];
  return (
    <ContentLayout
      title={t('pantry.title')}
      actions={
        <Button colorPalette="green" {...itemDialog.trigger(null)}>
          <PlusIcon />
          {t('pantry.addItem')}
        </Button>
      }
    >
      {groupName && <Text color="gray.700">{t('pantry.sharedPantryOf', { group: groupName })}</Text>}
      <OfflineBanner />
      <TransientMessage feedback={feedback} floating />
      <ItemsCard
        query={pantry}
        isEmpty={items.length === 0}
        texts={{
          loading: t('pantry.loading'),
          fetchFailed: t('pantry.fetchFailed'),
          emptyTitle: t('pantry.emptyTitle'),
          emptyHelp: t('pantry.emptyHelp'),
          region: t('pantry.itemsRegion'),
        }}
      >
        {() => (
          <AisleSections items={items} settings={aisles}>
            {(inSection, headingId) => (
              <Box as="ul" aria-labelledby={headingId}>
                {inSection.map((item) => (
                  <PantryItemRow
                    key={item.id}
                    item={item}
                    deleting={removal.isPending && removal.variables?.id === item.id}
                    waiting={waiting.has(item.id)}
                    onEdit={() => itemDialog.open(item)}
                    onDelete={() => remove(item)}
                    onIntent={itemDialog.preload}
                  />
                ))}
              </Box>
            )}
          </AisleSections>
        )}
      </ItemsCard>
      <AlwaysHave owner={owner} />
      {itemDialog.element}
    </ContentLayout>
  );
};
