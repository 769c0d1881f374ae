import { Checkbox, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { CountField } from '#web/components/ui/input-field';
import { paths } from '#web/config/paths';
import { type ContextOwner, useActingContext } from '#web/lib/acting-context';
import { useChosenIds } from '#web/lib/use-chosen-ids';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { addIngredientsFailedMessage, useAddRecipeToList } from '../api/add-recipe-to-list';
import { itemLabel, scaleAmount } from '../utils/shopping-items';

export const servingsMessage = 'Must serve at least 1 person';
export const noIngredientChosenMessage = 'Choose at least one ingredient.';

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

  const servings = parseServings(servingsText);
  const scaleTo = servings === 'invalid' ? recipe.servings : servings;
  const listName = context.type === 'group' ? `the shopping list of ${context.name}` : 'your shopping list';
  const noneChosen = chosen.size === 0;

  const submit = () => {
    setSubmitted(true);
    if (servings === 'invalid' || noneChosen) return;
    addition.mutate(
      {
        recipeId: recipe.id,
        servings: recipe.servings === null ? null : servings,
        ingredientIds: ingredients.filter((ingredient) => chosen.has(ingredient.id)).map(({ id }) => id),
      },
      {
        onSuccess: () => {
          const count = chosen.size;
          setAdded(
            `Added ${count} ${count === 1 ? 'ingredient' : 'ingredients'} of ${recipe.name} to ${listName}.`,
          );
        },
      },
    );
  };

  return (
    <FormDialog
      {...submitting(dialog, addition, submit, addIngredientsFailedMessage)}
      title="Add Ingredients to Shopping List"
      size="md"
      submitLabel="Add to Shopping List"
      pendingLabel="Adding..."
      disabled={ingredients.length === 0}
      done={
        added && (
          <Stack gap="4">
            <FormAlert status="success">{added}</FormAlert>
            <Link asChild color="green.700" fontWeight="medium" alignSelf="flex-start">
              <RouterLink to={paths.shoppingList.getHref()}>Go to Shopping List</RouterLink>
            </Link>
          </Stack>
        )
      }
    >
      <Text color="gray.700">{`Adding to ${listName}.`}</Text>
      {ingredients.length === 0 ? (
        <Text>This recipe has no ingredients to add.</Text>
      ) : (
        <>
          {recipe.servings !== null && (
            <CountField
              label="Servings"
              value={servingsText}
              onChange={(event) => setServingsText(event.target.value)}
              error={servings === 'invalid' ? servingsMessage : undefined}
            />
          )}
          <chakra.fieldset border="0" p="0" m="0" minW="0">
            <chakra.legend fontWeight="medium" mb="2">
              Ingredients
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
          {submitted && noneChosen && <FormAlert status="error">{noIngredientChosenMessage}</FormAlert>}
        </>
      )}
    </FormDialog>
  );
};

export default AddRecipeToListDialog;
