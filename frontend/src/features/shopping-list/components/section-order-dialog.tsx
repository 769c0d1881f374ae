import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Section } from '#shared/shopping/aisles';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { SortableRow, SortableRows } from '#web/components/ui/sortable-rows';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { sectionName } from '#web/lib/section-names';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { sectionOrderFailedMessage, useSetSectionOrder } from '../api/aisle-settings';

interface SectionOrderDialogProps extends DialogLifecycle {
  owner: ContextOwner;
  order: Section[];
  onSaved: (message: string) => void;
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** 'Section order': drag the store sections (or move them from the keyboard) into the shop's order. */
const SectionOrderDialog = ({ owner, order: saved, onSaved, ...dialog }: SectionOrderDialogProps) => {
  const [order, setOrder] = useState(saved);
  const save = useSetSectionOrder(owner);
  const submit = () =>
    save.mutate(order, {
      onSuccess: () => {
        dialog.onClose();
        onSaved(t('shopping.orderSaved'));
      },
    });
  return (
    <FormDialog
      {...submitting(dialog, save, submit, sectionOrderFailedMessage())}
      title={t('shopping.sectionOrder')}
      submitLabel={t('shopping.saveOrder')}
      pendingLabel={t('shopping.saving')}
    >
      <Text color="gray.700">{t('shopping.orderHelp')}</Text>
      <SortableRows
        ids={order}
        noun="section"
        onMove={(from, to) => setOrder((current) => moved(current, from, to))}
      >
        {order.map((section) => (
          <SortableRow
            key={section}
            id={section}
            handleLabel={t('shopping.reorderSection', { section: sectionName(section) })}
          >
            <Text py="2" fontWeight="medium">
              {sectionName(section)}
            </Text>
          </SortableRow>
        ))}
      </SortableRows>
    </FormDialog>
  );
};

export default SectionOrderDialog;
