import { Grid } from '@chakra-ui/react';
import type {
  ShoppingItemFields,
  ShoppingItemFieldsInput,
  ShoppingListItem,
} from '#shared/shopping/shopping-schemas';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { useMutationForm } from '#web/components/ui/use-mutation-form';
import type { ContextOwner } from '#web/lib/acting-context';
import { lazyResolver } from '#web/lib/lazy-resolver';
import { optionalNumber } from '#web/lib/optional-number';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import {
  addItemFailedMessage,
  updateItemFailedMessage,
  useSaveShoppingItem,
} from '../api/save-shopping-item';

const validation = lazyResolver<ShoppingItemFieldsInput, ShoppingItemFields>(
  async () => (await import('./form-resolvers')).shoppingItemResolver,
);

interface ShoppingItemDialogProps extends DialogLifecycle {
  owner: ContextOwner;
  /** null: a new item. */
  item: ShoppingListItem | null;
  onSaved: (message: string) => void;
}

/** 'Add Shopping List Item' or 'Edit Shopping List Item' (prefilled): name, amount and unit. */
const ShoppingItemDialog = ({ owner, item, onSaved, ...dialog }: ShoppingItemDialogProps) => {
  const save = useSaveShoppingItem(owner, item?.id ?? null);
  const { field, submission } = useMutationForm({
    validation,
    defaultValues: { name: item?.name ?? '', amount: item?.amount ?? null, unit: item?.unit ?? '' },
    send: save.mutateAsync,
    onSent: (saved) => {
      dialog.onClose();
      onSaved(item ? `${saved.name} updated.` : `${saved.name} added to the shopping list.`);
      return undefined;
    },
    failure: item ? updateItemFailedMessage : addItemFailedMessage,
  });

  return (
    <FormDialog
      {...dialog}
      {...submission}
      title={item ? 'Edit Shopping List Item' : 'Add Shopping List Item'}
      submitLabel={item ? 'Update Item' : 'Add Item'}
    >
      <InputField label="Item Name" placeholder="e.g. Milk" autoComplete="off" {...field('name')} />
      <Grid templateColumns="1fr 1fr" gap="3">
        <InputField
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.1}
          {...field('amount', optionalNumber)}
        />
        <InputField label="Unit" autoComplete="off" {...field('unit')} />
      </Grid>
    </FormDialog>
  );
};

export default ShoppingItemDialog;
