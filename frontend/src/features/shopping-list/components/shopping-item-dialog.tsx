import { useState } from 'react';
import { type Section, sections } from '#shared/shopping/aisles';
import type {
  ShoppingItemFields,
  ShoppingItemFieldsInput,
  ShoppingListItem,
} from '#shared/shopping/shopping-schemas';
import { AmountUnitFields } from '#web/components/ui/amount-unit-fields';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import type { OwnerItemDialogProps } from '#web/lib/offline/owner-item-dialog';
import { optionalNumber } from '#web/lib/optional-number';
import { sectionName } from '#web/lib/section-names';
import { useRememberSection } from '../api/aisle-settings';
import { shoppingItemSaveFailedMessage, useSaveShoppingItem } from '../api/save-shopping-item';

const validation = lazyResolver<ShoppingItemFieldsInput, ShoppingItemFields>(
  async () => (await import('./form-resolvers')).shoppingItemResolver,
);

interface ShoppingItemDialogProps extends OwnerItemDialogProps<ShoppingListItem> {
  /** The store section the item is shown in (editing only); changing it is remembered for its name. */
  section?: Section;
}

/**
 * 'Add Shopping List Item' or 'Edit Shopping List Item' (prefilled): name, amount and unit; when
 * editing also the store section, which the household keeps for items of that name from then on.
 */
const ShoppingItemDialog = ({ owner, item, section, onSaved, ...dialog }: ShoppingItemDialogProps) => {
  const save = useSaveShoppingItem(owner, item?.id ?? null);
  const remember = useRememberSection(owner);
  const [chosen, setChosen] = useState(section);
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { name: item?.name ?? '', amount: item?.amount ?? null, unit: item?.unit ?? '' },
    send: async (fields: ShoppingItemFields) => {
      const saved = await save.mutateAsync(fields);
      if (chosen && chosen !== section) await remember.mutateAsync({ name: saved.name, section: chosen });
      return saved;
    },
    onSent: (saved) => {
      dialog.onClose();
      onSaved(
        item
          ? t('shopping.itemUpdated', { name: saved.name })
          : t('shopping.itemAdded', { name: saved.name }),
      );
      return undefined;
    },
    failure: shoppingItemSaveFailedMessage(Boolean(item)),
  });

  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={item ? t('shopping.editItemTitle') : t('shopping.addItemTitle')}
      submitLabel={item ? t('shopping.updateItem') : t('shopping.addItem')}
    >
      <InputField
        label={t('shopping.itemName')}
        placeholder={t('shopping.itemNamePlaceholder')}
        autoComplete="off"
        {...field('name')}
      />
      <AmountUnitFields
        amount={{ label: t('shopping.amount'), ...field('amount', optionalNumber) }}
        unit={{ label: t('shopping.unit'), ...field('unit') }}
      />
      {section && (
        <SelectField
          label={t('shopping.section')}
          size="lg"
          options={sections}
          optionLabel={sectionName}
          value={chosen}
          onValueChange={setChosen}
        />
      )}
    </FormDialog>
  );
};

export default ShoppingItemDialog;
