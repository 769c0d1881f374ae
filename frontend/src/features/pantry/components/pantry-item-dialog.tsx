import type { PantryItem, PantryItemFields, PantryItemFieldsInput } from '#shared/pantry/pantry-schemas';
import { AmountUnitFields } from '#web/components/ui/amount-unit-fields';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import type { ContextOwner } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { optionalNumber } from '#web/lib/optional-number';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import {
  addPantryItemFailedMessage,
  updatePantryItemFailedMessage,
  useSavePantryItem,
} from '../api/save-pantry-item';

const validation = lazyResolver<PantryItemFieldsInput, PantryItemFields>(
  async () => (await import('./form-resolvers')).pantryItemResolver,
);

interface PantryItemDialogProps extends DialogLifecycle {
  owner: ContextOwner;
  /** null: a new item. */
  item: PantryItem | null;
  onSaved: (message: string) => void;
}

/** Add or edit a pantry item: name, amount, unit and an optional best-before date. */
const PantryItemDialog = ({ owner, item, onSaved, ...dialog }: PantryItemDialogProps) => {
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
    failure: item ? updatePantryItemFailedMessage() : addPantryItemFailedMessage(),
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
