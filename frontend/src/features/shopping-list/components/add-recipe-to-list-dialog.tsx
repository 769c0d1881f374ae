import { Button, Checkbox, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { CountField } from '#web/components/ui/input-field';
import { paths } from '#web/config/paths';
import { type ContextOwner, useActingContext } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';
import { useChosenIds } from '#web/lib/use-chosen-ids';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import {
  addIngredientsFailedMessage,
  type PantryLeftOut,
  useAddRecipeToList,
} from '../api/add-recipe-to-list';
import { itemLabel, scaleAmount } from '../utils/shopping-items';

/** Empty means the recipe's own servings; otherwise a whole number from 1 (null when it is not one). */
const parseServings = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 'invalid';
};

interface AddRecipeToListDialogProps extends DialogLifecycle {
  recipe: Recipe;
  owner: ContextOwner;
}

/**
 * The recipe's ingredients as checkboxes (all ticked), scaled to the servings asked for, added to the
 * shopping list of whoever the user acts as.
 */
const AddRecipeToListDialog = ({ recipe, owner, ...dialog }: AddRecipeToListDialogProps) => {
  const context = useActingContext();
  const addition = useAddRecipeToList(owner);
  const ingredients = [...recipe.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const [chosen, toggle] = useChosenIds(() => ingredients.map((ingredient) => ingredient.id));
  const [servingsText, setServingsText] = useState(recipe.servings === null ? '' : String(recipe.servings));
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  /** What the pantry held in full, offered to add anyway; null once there is nothing to offer. */
  const [inPantry, setInPantry] = useState<PantryLeftOut | null>(null);

  const servings = parseServings(servingsText);
  const scaleTo = servings === 'invalid' ? recipe.servings : servings;
  const group = context.type === 'group' ? context.name : null;
  const noneChosen = chosen.size === 0;

  const addedText = (count: number) =>
    group
      ? t('shopping.addedIngredientsToGroup', { count, recipe: recipe.name, group })
      : t('shopping.addedIngredients', { count, recipe: recipe.name });

  /** Adds these ingredients; what the pantry holds in full is left out unless `ignorePantry`. */
  const add = (ingredientIds: string[], ignorePantry = false) =>
    addition.mutate(
      {
        recipeId: recipe.id,
        servings: recipe.servings === null || servings === 'invalid' ? null : servings,
        ingredientIds,
        ignorePantry,
      },
      {
        onSuccess: ({ pantryLeftOut }) => {
          setAdded(addedText(ingredientIds.length - pantryLeftOut.ingredientIds.length));
          setInPantry(pantryLeftOut.count > 0 ? pantryLeftOut : null);
        },
      },
    );

  const submit = () => {
    setSubmitted(true);
    if (servings === 'invalid' || noneChosen) return;
    add(ingredients.filter((ingredient) => chosen.has(ingredient.id)).map(({ id }) => id));
  };

  return (
    <FormDialog
      {...submitting(dialog, addition, submit, addIngredientsFailedMessage())}
      title={t('shopping.addIngredientsTitle')}
      size="md"
      submitLabel={t('shopping.addToList')}
      pendingLabel={t('shopping.adding')}
      disabled={ingredients.length === 0}
      done={
        added && (
          <Stack gap="4">
            <FormAlert status="success">{added}</FormAlert>
            {inPantry && (
              <HStack gap="3" wrap="wrap" justify="space-between">
                <Text>{t('shopping.alreadyInPantry', { count: inPantry.count })}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  loading={addition.isPending}
                  onClick={() => add(inPantry.ingredientIds, true)}
                >
                  {t('shopping.addAnyway')}
                </Button>
              </HStack>
            )}
            <ErrorAlert error={addition.error} fallback={addIngredientsFailedMessage()} />
            <Link asChild color="green.700" fontWeight="medium" alignSelf="flex-start">
              <RouterLink to={paths.shoppingList.getHref()}>{t('shopping.goToList')}</RouterLink>
            </Link>
          </Stack>
        )
      }
    >
      <Text color="gray.700">
        {group ? t('shopping.addingToGroup', { group }) : t('shopping.addingToOwn')}
      </Text>
      {ingredients.length === 0 ? (
        <Text>{t('shopping.noIngredients')}</Text>
      ) : (
        <>
          {recipe.servings !== null && (
            <CountField
              label={t('shopping.servings')}
              value={servingsText}
              onChange={(event) => setServingsText(event.target.value)}
              error={servings === 'invalid' ? t('shopping.servingsInvalid') : undefined}
            />
          )}
          <chakra.fieldset border="0" p="0" m="0" minW="0">
            <chakra.legend fontWeight="medium" mb="2">
              {t('shopping.ingredients')}
            </chakra.legend>
            <Stack gap="2">
              {ingredients.map((ingredient) => (
                <Checkbox.Root
                  key={ingredient.id}
                  colorPalette="green"
                  checked={chosen.has(ingredient.id)}
                  onCheckedChange={(details) => toggle(ingredient.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal" overflowWrap="anywhere">
                    {itemLabel({
                      name: ingredient.name,
                      amount: scaleAmount(ingredient.amount, recipe.servings, scaleTo),
                      unit: ingredient.unit,
                    })}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </chakra.fieldset>
          {submitted && noneChosen && (
            <FormAlert status="error">{t('shopping.noIngredientChosen')}</FormAlert>
          )}
        </>
      )}
    </FormDialog>
  );
};

export default AddRecipeToListDialog;
