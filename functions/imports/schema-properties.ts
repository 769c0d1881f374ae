/** The schema.org Recipe properties the readers take, spelled as schema.org spells them. */
export const recipeProperties = [
  'name',
  'headline',
  'description',
  'prepTime',
  'cookTime',
  'recipeYield',
  'yield',
  'image',
  'url',
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeCategory',
  'recipeCuisine',
  'keywords',
];
const propertyByLowerCase = new Map(recipeProperties.map((name) => [name.toLowerCase(), name]));

/**
 * A property name as schema.org spells it, whatever its case ("RecipeInstructions", "recipeyield"):
 * hand-written JSON-LD and markup miscase them, and mean the same. Other names stay as given.
 */
export const schemaCased = (name: string): string => propertyByLowerCase.get(name.toLowerCase()) ?? name;
