import * as z from 'zod';
import { type RecipeFields, recipeInput } from '#shared/recipes/recipe-schemas';
import type { StoredText } from '../data/import-jobs';
import { readRecipe } from '../imports/recipe-reader';
import { exactIngredientsProperty } from './schema-recipe';

const exactIngredients = z.array(
  z.object({ name: z.string(), amount: z.number().nullable(), unit: z.string().nullable() }),
);

const httpAddress = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) && URL.canParse(value) ? value : undefined;

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * What the recipe form's rules found first, as a key of the shared schemas' messages (`errors.*`);
 * zod's own messages are English sentences, so those read as a generic invalid value.
 */
const firstProblem = (error: z.ZodError): StoredText => {
  const message = error.issues[0]?.message ?? '';
  return { key: message.startsWith('errors.') ? message : 'errors.invalidValue' };
};

/**
 * A recipe from an imported file, as the form's fields, or the reason it cannot be one. The
 * schema.org object goes through the web page importer's reader (as a page holding only its JSON-LD),
 * so every format is read by the same rules. A file is not a form a person checks before saving, so
 * what would only fail a length rule is shortened rather than refused, and a missing description
 * becomes the name.
 */
export function recipeFromEntry(
  schemaRecipe: Record<string, unknown>,
): { fields: RecipeFields } | { error: StoredText } {
  const source = httpAddress(schemaRecipe.url);
  const page = `<script type="application/ld+json">${JSON.stringify({ ...schemaRecipe, image: undefined }).replace(/</g, '\\u003c')}</script>`;
  const draft = readRecipe(page, source ?? 'about:blank');
  if (!draft) return { error: { key: 'importJobs.noIngredientsOrSteps' } };
  const exact = exactIngredients.safeParse(schemaRecipe[exactIngredientsProperty]);
  const ingredients = exact.success
    ? exact.data
    : draft.ingredients.map((line) => ({
        name: line.name || line.text,
        amount: line.amount,
        unit: line.unit,
      }));
  const name = clip(draft.name, 200);
  const parsed = recipeInput.safeParse({
    name,
    description: clip(draft.description || name, 2_000),
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    imageUrl: null,
    externalRecipeUrl: httpAddress(draft.externalRecipeUrl) ?? null,
    ingredients: ingredients.slice(0, 100).map((line, index) => ({
      name: clip(line.name, 100),
      amount: line.amount !== null && line.amount >= 0.1 && line.amount <= 100_000 ? line.amount : null,
      unit: clip(line.unit ?? '', 30),
      sortOrder: index + 1,
    })),
    instructions: draft.instructions.slice(0, 100).map((step) => clip(step, 2_000)),
    tags: draft.tags,
  });
  return parsed.success ? { fields: parsed.data } : { error: firstProblem(parsed.error) };
}
