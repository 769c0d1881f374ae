/** The fields of a Paprika recipe (one .paprikarecipe, after gunzip) that a recipe here can keep. */
interface PaprikaRecipe {
  name?: string;
  description?: string;
  notes?: string;
  ingredients?: string;
  directions?: string;
  servings?: string;
  prep_time?: string;
  cook_time?: string;
  source_url?: string;
  photo_data?: string | null;
  categories?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A Paprika recipe as a schema.org Recipe, so that one reader (the web page importer's JSON-LD
 * reading) reads every format: ingredients one per line, directions as one text with line breaks,
 * times and servings as Paprika writes them ("15 mins", "4 servings"). The photo is base64 inside.
 */
export function paprikaToSchemaRecipe(paprika: PaprikaRecipe): {
  recipe: Record<string, unknown>;
  image?: Uint8Array;
} {
  const photo = text(paprika.photo_data);
  return {
    recipe: {
      '@type': 'Recipe',
      name: text(paprika.name),
      description: text(paprika.description) || text(paprika.notes),
      recipeIngredient: text(paprika.ingredients)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      recipeInstructions: text(paprika.directions),
      recipeYield: text(paprika.servings),
      prepTime: text(paprika.prep_time),
      cookTime: text(paprika.cook_time),
      url: text(paprika.source_url),
      // Paprika's categories are the household's own way of sorting: they become tags.
      recipeCategory: Array.isArray(paprika.categories) ? paprika.categories : undefined,
    },
    image: photo ? new Uint8Array(Buffer.from(photo, 'base64')) : undefined,
  };
}
