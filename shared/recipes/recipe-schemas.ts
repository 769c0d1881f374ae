import * as z from 'zod';
import { visibleText } from '../visible-text';

export const sortFields = ['CreatedAt', 'Name', 'PrepTime', 'CookTime'] as const;
export type SortField = (typeof sortFields)[number];

/** Image URLs are our own file routes only: the CSP allows images from this origin alone. */
export const imageUrlPattern = /^\/api\/files\/[0-9a-f-]{36}$/;

/** Empty form input means "none", sent as null (spec 5). Whole minutes or people, at least 1. */
const optionalCount = (message: string) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, message)
    .max(10_000)
    .nullable();

/**
 * An ingredient row. Amount and unit may be left out ("salt to taste", "2 eggs"): issue 15 departs
 * from the spec's required amount and unit so imported lines keep their meaning. An amount that is
 * given is still greater than 0; no amount is null and no unit is ''.
 */
export const ingredientInput = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  name: visibleText('Ingredient name')
    .trim()
    .min(1, 'Ingredient name is required')
    .max(100, 'Ingredient name must be at most 100 characters'),
  amount: z
    .number({ error: 'Amount must be greater than 0' })
    .min(0.1, 'Amount must be greater than 0')
    .max(100_000)
    .nullish()
    .transform((amount) => amount ?? null),
  unit: z
    .string()
    .trim()
    .max(30, 'Unit must be at most 30 characters')
    .nullish()
    .transform((unit) => unit ?? ''),
  sortOrder: z.number().int().min(1),
});

const externalUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => value === '' || (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)), {
    message: 'External Recipe Url must be a valid URL',
  })
  .transform((value) => (value === '' ? null : value));

export const maxTags = 20;

/**
 * Free-text tags ("vegetarian", "weeknight"): trimmed, each once whatever its case. Left out of an
 * update, a recipe keeps its tags (clients that predate tags send none).
 */
export const recipeTags = z
  .array(
    visibleText('Tag').trim().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters'),
  )
  .max(maxTags, `At most ${maxTags} tags`)
  .transform((tags) =>
    tags.filter(
      (tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
    ),
  );

/**
 * "Either External Recipe Url or at least one <field>": checked with the other fields, not after
 * them, so an empty form shows every rule it breaks at once and the API answers the same. It runs
 * once the fields it reads are valid (an issue of the value itself has no path yet).
 */
const urlOrAtLeastOne = (field: 'ingredients' | 'instructions', message: string) =>
  z.superRefine<{ externalRecipeUrl: string | null; ingredients: unknown[]; instructions: string[] }>(
    (recipe, context) => {
      if (!recipe.externalRecipeUrl && recipe[field].length === 0)
        context.addIssue({ code: 'custom', path: [field], message });
    },
    {
      when: ({ issues }) =>
        issues.every(
          ({ path }) =>
            path !== undefined && path.length > 0 && !['externalRecipeUrl', field].includes(String(path[0])),
        ),
    },
  );

/**
 * The recipe form and the create/update body: the same rules and messages on both sides. Blank
 * instruction steps are dropped; ingredients are renumbered 1..n in the order given.
 */
export const recipeInput = z
  .strictObject({
    name: visibleText('Recipe name')
      .trim()
      .min(1, 'Recipe name is required')
      .max(200, 'Recipe name must be at most 200 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(2_000, 'Description must be at most 2000 characters'),
    prepTime: optionalCount('Prep time must be at least 1 minute'),
    cookTime: optionalCount('Cook time must be at least 1 minute'),
    servings: optionalCount('Must serve at least 1 person'),
    imageUrl: z.string().regex(imageUrlPattern, 'Image must be an uploaded file').nullable(),
    externalRecipeUrl: externalUrl.nullable(),
    ingredients: z.array(ingredientInput).max(100, 'At most 100 ingredients'),
    instructions: z
      .array(z.string().max(2_000, 'A step must be at most 2000 characters'))
      .max(100, 'At most 100 steps')
      .transform((steps) => steps.map((step) => step.trim()).filter((step) => step.length > 0)),
    tags: recipeTags.optional(),
  })
  .check(
    urlOrAtLeastOne('ingredients', 'Either External Recipe Url or at least one Ingredient is required'),
    urlOrAtLeastOne('instructions', 'Either External Recipe Url or at least one Instruction is required'),
  )
  .transform((recipe) => ({
    ...recipe,
    ingredients: recipe.ingredients.map((ingredient, index) => ({ ...ingredient, sortOrder: index + 1 })),
  }));

export type RecipeInput = z.input<typeof recipeInput>;
export type RecipeFields = z.output<typeof recipeInput>;

export const ingredient = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: z.string(),
  sortOrder: z.number(),
});

/** What a recipe card needs; list and "my recipes" return these (no ingredients or steps). */
export const recipeSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.number().nullable(),
  imageUrl: z.string().nullable(),
  externalRecipeUrl: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  averageRating: z.number(),
  totalRatings: z.number(),
  tags: z.array(z.string()),
  /** Whether the caller has marked it a favourite. */
  isFavourite: z.boolean(),
});

export const recipe = recipeSummary.extend({
  ingredients: z.array(ingredient),
  instructions: z.array(z.string()),
});

export type RecipeSummary = z.infer<typeof recipeSummary>;
export type Recipe = z.infer<typeof recipe>;

export const recipeListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, 'pageSize must be at most 50').default(12),
  sortBy: z
    .enum(sortFields, { error: 'sortBy must be CreatedAt, Name, PrepTime or CookTime' })
    .default('CreatedAt'),
  sortDescending: z.stringbool({ error: 'sortDescending must be true or false' }).default(true),
  searchTerm: z.string().trim().max(100, 'searchTerm must be at most 100 characters').default(''),
  /** Only this user's recipes ("My recipes"). */
  createdBy: z.string().min(1).max(64).optional(),
  /** Only recipes rated at least this on average (unrated ones have 0). */
  minRating: z.coerce
    .number({ error: 'minRating must be a number from 1 to 5' })
    .min(1, 'minRating must be a number from 1 to 5')
    .max(5, 'minRating must be a number from 1 to 5')
    .optional(),
  /** Only recipes whose total time (prep plus cook) is known and at most this many minutes. */
  maxTotalTime: z.coerce
    .number({ error: 'maxTotalTime must be a whole number of minutes' })
    .int('maxTotalTime must be a whole number of minutes')
    .min(1, 'maxTotalTime must be a whole number of minutes')
    .max(100_000, 'maxTotalTime must be a whole number of minutes')
    .optional(),
  /** Only recipes with this tag (any case). */
  tag: z.string().trim().min(1).max(40, 'tag must be at most 40 characters').optional(),
  /** Only the caller's favourites. */
  favourites: z.stringbool({ error: 'favourites must be true or false' }).optional(),
});

export type RecipeListQuery = z.input<typeof recipeListQuery>;
/** The query with its defaults applied, as the server sees it. */
export type RecipeListParams = z.output<typeof recipeListQuery>;

export const recipeList = z.object({
  items: z.array(recipeSummary),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  hasNext: z.boolean(),
  hasPrevious: z.boolean(),
});

export type RecipeList = z.infer<typeof recipeList>;

/** GET /api/recipes/tags: every tag in use, most used first, for suggestions and the tag filter. */
export const tagCounts = z.array(z.object({ tag: z.string(), count: z.number() }));

export const recipeIdParams = z.strictObject({ id: z.string().min(1).max(64) });
