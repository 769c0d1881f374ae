import { Checkbox, chakra, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pantryItemFor } from '#shared/pantry/pantry-merge';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { quantitySuffix } from '#web/lib/quantity-text';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';

interface DoneCookingDialogProps extends DialogLifecycle {
  recipe: Recipe;
  owner: ContextOwner;
  /** The servings cooked over the recipe's own: the amounts taken out of the pantry scale by it. */
  scale: number;
}

const pantryOf = (owner: ContextOwner) =>
  'groupId' in owner
    ? callApi('groupPantry', { params: { groupId: owner.groupId } })
    : callApi('userPantry', { params: { userId: owner.userId } });

/**
 * Done cooking (issue 27): the recipe's ingredients the pantry holds, at the servings cooked, each
 * with a checkbox (all ticked), then "Update pantry" takes them out (never below zero; what is used
 * up goes).
 */
const DoneCookingDialog = ({ recipe, owner, scale, ...dialog }: DoneCookingDialogProps) => {
  const pantry = useQuery({
    queryKey: ['done-cooking', owner],
    queryFn: () => pantryOf(owner),
    staleTime: 0,
  });
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const update = useMutation({
    mutationFn: (lines: { name: string; amount: number | null; unit: string | null }[]) =>
      callApi('usePantryItems', { body: { ...owner, lines } }),
  });

  const held = [...recipe.ingredients]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((ingredient) => ({
      id: ingredient.id,
      name: ingredient.name,
      amount: ingredient.amount === null ? null : Math.round(ingredient.amount * scale * 100) / 100,
      unit: ingredient.unit || null,
    }))
    .flatMap((line) => {
      const item = pantryItemFor(pantry.data ?? [], line);
      return item ? [{ line, item }] : [];
    });
  const chosen = held.filter(({ line }) => !unticked.has(line.id));
  const toggle = (id: string, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    if (chosen.length > 0)
      update.mutate(chosen.map(({ line: { name, amount, unit } }) => ({ name, amount, unit })));
  };

  return (
    <FormDialog
      {...submitting(dialog, update, submit, t('pantry.updateFailed'))}
      title={t('pantry.doneCookingTitle')}
      size="md"
      submitLabel={t('pantry.updatePantry')}
      disabled={chosen.length === 0}
      done={
        update.isSuccess && (
          <FormAlert status="success">{t('pantry.pantryUpdated', { count: chosen.length })}</FormAlert>
        )
      }
    >
      {pantry.isPending ? (
        <Text role="status">{t('pantry.loading')}</Text>
      ) : pantry.isError ? (
        <FormAlert status="error">{errorMessage(pantry.error, t('pantry.fetchFailed'))}</FormAlert>
      ) : held.length === 0 ? (
        <Text>{t('pantry.doneCookingNothing')}</Text>
      ) : (
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend mb="2" color="gray.700">
            {t('pantry.doneCookingHelp')}
          </chakra.legend>
          <Stack gap="2">
            {held.map(({ line, item }) => (
              <Checkbox.Root
                key={line.id}
                colorPalette="green"
                checked={!unticked.has(line.id)}
                onCheckedChange={(details) => toggle(line.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal" overflowWrap="anywhere">
                  {t('pantry.doneCookingLine', {
                    name: line.name,
                    used: quantitySuffix(line),
                    held: quantitySuffix(item),
                  })}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </chakra.fieldset>
      )}
    </FormDialog>
  );
};

export default DoneCookingDialog;
