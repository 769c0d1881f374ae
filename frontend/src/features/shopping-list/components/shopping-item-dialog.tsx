import { Grid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ShoppingItemFields,
  type ShoppingItemFieldsInput,
  type ShoppingListItem,
  shoppingItemFields,
} from '#shared/shopping/shopping-schemas';
import { DialogActions } from '#web/components/ui/dialog-actions';
import { FormAlert } from '#web/components/ui/form-alert';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import {
  addItemFailedMessage,
  updateItemFailedMessage,
  useSaveShoppingItem,
} from '../api/save-shopping-item';

const resolver = zodResolver(shoppingItemFields);

/** An empty amount means none (spec 5); the browser gives '' for an empty or unreadable number. */
const optionalAmount = {
  setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
};

const formValuesOf = (item: ShoppingListItem | null): ShoppingItemFieldsInput => ({
  name: item?.name ?? '',
  amount: item?.amount ?? null,
  unit: item?.unit ?? '',
});

interface ShoppingItemDialogProps {
  owner: ContextOwner;
  /** null: a new item. */
  item: ShoppingListItem | null;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onSaved: (message: string) => void;
}

/** 'Add Shopping List Item' or 'Edit Shopping List Item' (prefilled): name, amount and unit. */
const ShoppingItemDialog = ({
  owner,
  item,
  open,
  onClose,
  onExitComplete,
  onSaved,
}: ShoppingItemDialogProps) => {
  const formId = useId();
  const save = useSaveShoppingItem(owner, item?.id ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShoppingItemFieldsInput, unknown, ShoppingItemFields>({
    resolver,
    defaultValues: formValuesOf(item),
  });

  const onSubmit = handleSubmit((fields) =>
    save.mutate(fields, {
      onSuccess: (saved) => {
        onClose();
        onSaved(item ? `${saved.name} updated.` : `${saved.name} added to the shopping list.`);
      },
    }),
  );

  return (
    <Modal
      title={item ? 'Edit Shopping List Item' : 'Add Shopping List Item'}
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="sm"
      footer={
        <DialogActions
          label={item ? 'Update Item' : 'Add Item'}
          onCancel={onClose}
          form={formId}
          pending={save.isPending}
        />
      }
    >
      <Stack asChild gap="4">
        <form id={formId} onSubmit={onSubmit} noValidate>
          <InputField
            label="Item Name"
            placeholder="e.g. Milk"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <Grid templateColumns="1fr 1fr" gap="3">
            <InputField
              label="Amount"
              type="number"
              inputMode="decimal"
              min={0.1}
              step={0.1}
              error={errors.amount?.message}
              {...register('amount', optionalAmount)}
            />
            <InputField label="Unit" autoComplete="off" error={errors.unit?.message} {...register('unit')} />
          </Grid>
          {save.isError && (
            <FormAlert status="error">
              {errorMessage(save.error, item ? updateItemFailedMessage : addItemFailedMessage)}
            </FormAlert>
          )}
        </form>
      </Stack>
    </Modal>
  );
};

export default ShoppingItemDialog;
