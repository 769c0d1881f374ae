import type { RecipeDraft } from '#shared/imports/import-schemas';
import type { RecipeInput } from '#shared/recipes/recipe-schemas';

/**
 * The Add Recipe form filled from an imported (or pasted) recipe. Values go in as read, even where
 * the form's rules will object (a name longer than allowed, a missing description): the user sees
 * the rule's message at the field and corrects it, rather than losing text silently.
 */
export const formValuesOfDraft = (draft: RecipeDraft): RecipeInput => ({
  name: draft.name,
  description: draft.description,
  prepTime: draft.prepTime,
  cookTime: draft.cookTime,
  servings: draft.servings,
  imageUrl: null,
  externalRecipeUrl: draft.externalRecipeUrl,
  ingredients: draft.ingredients.map((line, index) => ({
    // The parser's name, or the whole line when it found nothing else in it.
    name: line.name || line.text,
    amount: line.amount,
    unit: line.unit ?? '',
    sortOrder: index + 1,
  })),
  instructions: draft.instructions.length > 0 ? draft.instructions : [''],
  tags: draft.tags,
});
