import * as z from 'zod';
import { visibleText } from '../visible-text';

export const sortFields = ['CreatedAt', 'Name', 'PrepTime', 'CookTime'] as const;
export type SortField = (typeof sortFields)[number];

/** Image URLs are our own file routes only: the CSP allows images from this origin alone. */
export const imageUrlPattern = /^\/api\/files\/[0-9a-f-]{36}$/;

/** Empty form input means "none", sent as null (spec 5). Whole minutes or people, at least 1. */
const optionalCount = (message: string) =>
  z
    .number({ error: 'errors.mustNumber' })
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
  name: visibleText('errors.ingredientNameInvisible')
    .trim()
    .min(1, 'errors.ingredientNameRequired')
    .max(100, 'errors.ingredientNameAtMost100Characters'),
  amount: z
    .number({ error: 'errors.amountGreaterThan0' })
    .min(0.1, 'errors.amountGreaterThan0')
    .max(100_000)
    .nullish()
    .transform((amount) => amount ?? null),
  unit: z
    .string()
    .trim()
    .max(30, 'errors.unitAtMost30Characters')
    .nullish()
    .transform((unit) => unit ?? ''),
  sortOrder: z.number().int().min(1),
});

const externalUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => value === '' || (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)), {
    message: 'errors.externalRecipeUrlValidUrl',
  })
  .transform((value) => (value === '' ? null : value));

export const maxTags = 20;

/**
 * Free-text tags ("vegetarian", "weeknight"): trimmed, each once whatever its case. Left out of an
 * update, a recipe keeps its tags (clients that predate tags send none).
 */
export const recipeTags = z
  .array(
    visibleText('errors.tagInvisible')
      .trim()
      .min(1, 'errors.tagCannotEmpty')
      .max(40, 'errors.tagAtMost40Characters'),
  )
  .max(maxTags, 'errors.atMost20Tags')
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
    name: visibleText('errors.recipeNameInvisible')
      .trim()
      .min(1, 'errors.recipeNameRequired')
      .max(200, 'errors.recipeNameAtMost200Characters'),
    description: z
      .string()
      .trim()
      .min(1, 'errors.descriptionRequired')
      .max(2_000, 'errors.descriptionAtMost2000Characters'),
    prepTime: optionalCount('Prep time must be at least 1 minute'),
    cookTime: optionalCount('Cook time must be at least 1 minute'),
    servings: optionalCount('errors.mustServeAtLeast1Person'),
    imageUrl: z.string().regex(imageUrlPattern, 'errors.imageUploadedFile').nullable(),
    externalRecipeUrl: externalUrl.nullable(),
    ingredients: z.array(ingredientInput).max(100, 'errors.atMost100Ingredients'),
    instructions: z
      .array(z.string().max(2_000, 'errors.stepAtMost2000Characters'))
      .max(100, 'errors.atMost100Steps')
      .transform((steps) => steps.map((step) => step.trim()).filter((step) => step.length > 0)),
    tags: recipeTags.optional(),
  })
  .check(
    urlOrAtLeastOne('ingredients', 'errors.urlOrIngredientRequired'),
    urlOrAtLeastOne('instructions', 'errors.urlOrInstructionRequired'),
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
/** What a recipe says of itself, as the API answers it and as the import reader reads it from a page. */
export const recipeFacts = {
  name: z.string(),
  description: z.string(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.number().nullable(),
};

export const recipeSummary = z.object({
  id: z.string(),
  ...recipeFacts,
  imageUrl: z.string().nullable(),
  externalRecipeUrl: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  averageRating: z.number(),
  totalRatings: z.number(),
  tags: z.array(z.string()),
  /** Whether the caller has marked it a favourite. */
  isFavourite: z.boolean(),
  /** With a pantry filter only (issue 27): the ingredients the pantry lacks, each once, as written. */
  missing: z
    .array(z.string())
    .optional()
    .describe('Only with canMake or missingAtMost: the ingredients the pantry and Always have lack'),
});

export const recipe = recipeSummary.extend({
  ingredients: z.array(ingredient),
  instructions: z.array(z.string()),
});

export type RecipeSummary = z.infer<typeof recipeSummary>;
export type Recipe = z.infer<typeof recipe>;

/** The most missing ingredients the recipe list filters by ("Missing at most 3"). */
export const maxMissing = 3;

export const recipeListQuery = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50, 'errors.pageSizeAtMost50').default(12),
    sortBy: z.enum(sortFields, { error: 'errors.sortByInvalid' }).default('CreatedAt'),
    sortDescending: z.stringbool({ error: 'errors.sortDescendingTrueFalse' }).default(true),
    searchTerm: z.string().trim().max(100, 'errors.searchTermAtMost100Characters').default(''),
    /** Only this user's recipes ("My recipes"). */
    createdBy: z.string().min(1).max(64).optional(),
    /** Only recipes rated at least this on average (unrated ones have 0). */
    minRating: z.coerce
      .number({ error: 'errors.minRatingNumberFrom15' })
      .min(1, 'errors.minRatingNumberFrom15')
      .max(5, 'errors.minRatingNumberFrom15')
      .optional(),
    /** Only recipes whose total time (prep plus cook) is known and at most this many minutes. */
    maxTotalTime: z.coerce
      .number({ error: 'errors.maxTotalTimeWholeNumberMinutes' })
      .int('errors.maxTotalTimeWholeNumberMinutes')
      .min(1, 'errors.maxTotalTimeWholeNumberMinutes')
      .max(100_000, 'errors.maxTotalTimeWholeNumberMinutes')
      .optional(),
    /** Only recipes with this tag (any case). */
    tag: z.string().trim().min(1).max(40, 'errors.tagFilterAtMost40Characters').optional(),
    /** Only the caller's favourites. */
    favourites: z.stringbool({ error: 'errors.favouritesTrueFalse' }).optional(),
    canMake: z
      .stringbool({ error: 'errors.canMakeTrueFalse' })
      .optional()
      .describe(
        "true: only recipes whose every ingredient is in the pantry (the caller's, or pantryGroupId's) or on its Always have list; each item then carries `missing`",
      ),
    missingAtMost: z.coerce
      .number({ error: 'errors.missingAtMostFrom1To3' })
      .int('errors.missingAtMostFrom1To3')
      .min(1, 'errors.missingAtMostFrom1To3')
      .max(maxMissing, 'errors.missingAtMostFrom1To3')
      .optional()
      .describe(
        'Only recipes lacking at most this many of their ingredients (1 to 3) in the pantry; each item then carries `missing`',
      ),
    pantryGroupId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        "With canMake or missingAtMost: read this group's pantry instead of the caller's own (members only)",
      ),
  })
  .check(
    z.superRefine(({ canMake, missingAtMost, pantryGroupId }, context) => {
      if (canMake && missingAtMost !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['missingAtMost'],
          message: 'errors.canMakeOrMissingAtMost',
        });
      if (pantryGroupId !== undefined && !canMake && missingAtMost === undefined)
        context.addIssue({
          code: 'custom',
          path: ['pantryGroupId'],
          message: 'errors.pantryGroupIdNeedsFilter',
        });
    }),
  );

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
