import type { PantryItem, PantryItemFields, PantryItemFieldsInput } from '#shared/pantry/pantry-schemas';
import { AmountUnitFields } from '#web/components/ui/amount-unit-fields';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import type { OwnerItemDialogProps } from '#web/lib/offline/owner-item-dialog';
import { optionalNumber } from '#web/lib/optional-number';
import { pantryItemSaveFailedMessage, useSavePantryItem } from '../api/save-pantry-item';

const validation = lazyResolver<PantryItemFieldsInput, PantryItemFields>(
  async () => (await import('./form-resolvers')).pantryItemResolver,
);

/** Add or edit a pantry item: name, amount, unit and an optional best-before date. */
const PantryItemDialog = ({ owner, item, onSaved, ...dialog }: OwnerItemDialogProps<PantryItem>) => {
  const save = useSavePantryItem(owner, item?.id ?? null);
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: {
      name: item?.name ?? '',
      amount: item?.amount ?? null,
      unit: item?.unit ?? '',
      bestBefore: item?.bestBefore ?? '',
    },
    send: (fields: PantryItemFields) => save.mutateAsync(fields),
    onSent: (saved) => {
      dialog.onClose();
      onSaved(
        item ? t('pantry.itemUpdated', { name: saved.name }) : t('pantry.itemAdded', { name: saved.name }),
      );
      return undefined;
    },
    failure: pantryItemSaveFailedMessage(Boolean(item)),
  });

  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={item ? t('pantry.editItemTitle') : t('pantry.addItemTitle')}
      submitLabel={item ? t('pantry.saveItem') : t('pantry.addItem')}
    >
      <InputField label={t('pantry.itemName')} autoComplete="off" {...field('name')} />
      <AmountUnitFields
        amount={{ label: t('pantry.amount'), ...field('amount', optionalNumber) }}
        unit={{ label: t('pantry.unit'), ...field('unit') }}
      />
      <InputField label={t('pantry.bestBeforeLabel')} type="date" {...field('bestBefore')} />
    </FormDialog>
  );
};

export default PantryItemDialog;
