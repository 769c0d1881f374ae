import { Button, Checkbox, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Recipe } from '#shared/recipes/recipe-schemas';
import { DialogActions } from '#web/components/ui/dialog-actions';
import { FormAlert } from '#web/components/ui/form-alert';
import { InputField } from '#web/components/ui/input-field';
import { Modal } from '#web/components/ui/modal';
import { paths } from '#web/config/paths';
import { type ContextOwner, useActingContext } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
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

interface AddRecipeToListDialogProps {
  recipe: Recipe;
  owner: ContextOwner;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
}

/**
 * The recipe's ingredients as checkboxes (all ticked), scaled to the servings asked for, added to the
 * shopping list of whoever the user acts as.
 */
const AddRecipeToListDialog = ({
  recipe,
  owner,
  open,
  onClose,
  onExitComplete,
}: AddRecipeToListDialogProps) => {
  const formId = useId();
  const context = useActingContext();
  const addition = useAddRecipeToList(owner);
  const ingredients = [...recipe.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const [chosen, setChosen] = useState(() => new Set(ingredients.map((ingredient) => ingredient.id)));
  const [servingsText, setServingsText] = useState(recipe.servings === null ? '' : String(recipe.servings));
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const servings = parseServings(servingsText);
  const scaleTo = servings === 'invalid' ? recipe.servings : servings;
  const listName = context.type === 'group' ? `the shopping list of ${context.name}` : 'your shopping list';
  const noneChosen = chosen.size === 0;

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Modal
      title="Add Ingredients to Shopping List"
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      size="md"
      footer={
        added ? (
          <Button colorPalette="green" onClick={onClose}>
            Done
          </Button>
        ) : (
          <DialogActions
            label="Add to Shopping List"
            onCancel={onClose}
            form={formId}
            pending={addition.isPending}
            pendingLabel="Adding..."
            disabled={ingredients.length === 0}
          />
        )
      }
    >
      {added ? (
        <Stack gap="4">
          <FormAlert status="success">{added}</FormAlert>
          <Link asChild color="green.700" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to={paths.shoppingList.getHref()}>Go to Shopping List</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack asChild gap="4">
          <form id={formId} onSubmit={submit} noValidate>
            <Text color="gray.700">{`Adding to ${listName}.`}</Text>
            {ingredients.length === 0 ? (
              <Text>This recipe has no ingredients to add.</Text>
            ) : (
              <>
                {recipe.servings !== null && (
                  <InputField
                    label="Servings"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
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
            {addition.isError && (
              <FormAlert status="error">
                {errorMessage(addition.error, addIngredientsFailedMessage)}
              </FormAlert>
            )}
          </form>
        </Stack>
      )}
    </Modal>
  );
};

export default AddRecipeToListDialog;
