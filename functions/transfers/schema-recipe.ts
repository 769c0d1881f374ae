import { serialize } from 'tinyduration';
import { ingredientLine } from '#shared/recipes/quantity';
import type { Recipe } from '#shared/recipes/recipe-schemas';

/**
 * Our own exact copy of the ingredient rows, beside schema.org's text lines: other apps read
 * `recipeIngredient`; an import into this app takes these, so an export comes back exactly as it
 * was (a line parser could read "1 bunch parsley" differently from how it was typed).
 */
export const exactIngredientsProperty = 'recipePlannerIngredients';

const isoMinutes = (minutes: number | null) =>
  minutes ? serialize({ hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : undefined;

/** A recipe as a schema.org Recipe in JSON-LD; `image` names its photo's file beside it in the zip. */
export function toSchemaRecipe(recipe: Recipe, image: string | undefined): Record<string, unknown> {
  const ingredients = [...recipe.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const totalTime = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    prepTime: isoMinutes(recipe.prepTime),
    cookTime: isoMinutes(recipe.cookTime),
    totalTime: isoMinutes(totalTime),
    recipeYield: recipe.servings === null ? undefined : String(recipe.servings),
    recipeIngredient: ingredients.map(ingredientLine),
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    keywords: recipe.tags.length > 0 ? recipe.tags.join(', ') : undefined,
    aggregateRating:
      recipe.totalRatings > 0
        ? { '@type': 'AggregateRating', ratingValue: recipe.averageRating, ratingCount: recipe.totalRatings }
        : undefined,
    url: recipe.externalRecipeUrl ?? undefined,
    image,
    dateCreated: recipe.createdAt,
    [exactIngredientsProperty]: ingredients.map(({ name, amount, unit }) => ({ name, amount, unit })),
  };
}
