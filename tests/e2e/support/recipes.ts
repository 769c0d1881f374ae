import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { postThroughApi } from './api';
import { type Account, apiSignIn, dialogTitled, newAccount, registerAccount, signIn } from './app';

export interface SeedRecipe {
  name: string;
  description?: string;
  prepTime?: number | null;
  cookTime?: number | null;
  servings?: number | null;
  externalRecipeUrl?: string;
  imageUrl?: string;
  ingredients?: { name: string; amount: number | null; unit: string }[];
  instructions?: string[];
  tags?: string[];
}

/** A tag no other test of this run uses: after a name, it makes the name unique. */
const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A name no other test of this run uses. */
export const uniqueName = (label: string) => `${label} ${uniqueTag()}`;

/** One word no other test of this run uses (a tag's name, which holds no space). */
export const uniqueWord = (label: string) => `${label}${uniqueTag()}`;

/** Ingredients from a table of [name, amount, unit]: ['Eggs', 3, ''] for three eggs. */
export const ingredientsOf = (...lines: [string, number | null, string][]) =>
  lines.map(([name, amount, unit]) => ({ name, amount, unit }));

/** Signs in through the API: the account's id and an access token for set-up calls (`_request` kept so callers read as before). */
export const apiSession = async (
  _request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
) => {
  return (await apiSignIn(account)) as { id: string; token: string };
};

/**
 * A new account, registered and signed in through the API: set-up for a test that works as one new
 * household. `session` holds its id and access token; `token` is that token, for set-up calls;
 * `mine` names the account's own list, pantry or plan in them.
 */
export const registeredSession = async (request: APIRequestContext, account = newAccount()) => {
  await registerAccount(request, account);
  const session = await apiSession(request, account);
  return { account, session, token: session.token, mine: { userId: session.id } };
};

export const apiToken = async (request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) =>
  (await apiSession(request, account)).token;

/** Creates a recipe through the API (set-up for tests that are not about the form). */
export const seedRecipe = (request: APIRequestContext, token: string, recipe: SeedRecipe) =>
  postThroughApi<{ id: string; name: string }>(request, token, '/api/recipes', {
    data: {
      name: recipe.name,
      description: recipe.description ?? `About ${recipe.name}`,
      prepTime: recipe.prepTime ?? null,
      cookTime: recipe.cookTime ?? null,
      servings: recipe.servings ?? null,
      imageUrl: recipe.imageUrl ?? null,
      externalRecipeUrl: recipe.externalRecipeUrl ?? '',
      ingredients: (recipe.ingredients ?? [{ name: 'Salt', amount: 1, unit: 'pinch' }]).map(
        (item, index) => ({ ...item, sortOrder: index + 1 }),
      ),
      instructions: recipe.instructions ?? ['Cook it.'],
      tags: recipe.tags,
    },
  });

/** Set-up through the API: `count` recipes named '<prefix> 1', '<prefix> 2', …, alike but for the name; their names. */
export const seedNumberedRecipes = async (
  request: APIRequestContext,
  token: string,
  prefix: string,
  count: number,
  recipe: Omit<SeedRecipe, 'name'> = {},
) => {
  const names = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
  for (const name of names) await seedRecipe(request, token, { ...recipe, name });
  return names;
};

/** Set-up for a test about one recipe: a new household (registeredSession) with the recipe, signed in on the page. */
export const signedInWithRecipe = async (page: Page, request: APIRequestContext, recipe: SeedRecipe) => {
  const household = await registeredSession(request);
  const saved = await seedRecipe(request, household.token, recipe);
  await signIn(page, household.account);
  return { ...household, recipe: saved };
};

export const rateThroughApi = async (
  request: APIRequestContext,
  token: string,
  recipeId: string,
  value: number,
) => {
  await postThroughApi(request, token, `/api/ratings/${recipeId}`, { data: { value } });
};

/** Uploads an image through the API; the answer's URL goes into a recipe's imageUrl. */
export const uploadThroughApi = async (
  request: APIRequestContext,
  token: string,
  file: Awaited<ReturnType<typeof testPng>>,
) => postThroughApi<{ url: string }>(request, token, '/api/files', { multipart: { file } });

/** A small photo-like PNG, bigger than 800 px so the browser has to resize it. */
export const testPng = async () => ({
  name: 'soup.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer(),
});

/** The names on the recipe cards, in the order shown. */
export const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Recipes' }).getByRole('heading', { level: 2 });

/** Types a search and waits for the list to apply it (after the 300 ms pause it keeps to). */
export const searchFor = async (page: Page, term: string) => {
  await page.getByPlaceholder('Search recipes...').fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
};

/** Fills the Add Recipe form's required fields with a recipe that can be saved. */
export const fillNewRecipe = async (dialog: Locator, name: string) => {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('Kept safe while typing.');
  await dialog.getByLabel('External Recipe Url').fill('https://www.example.com/kept');
};

/** Pastes a recipe into the Import Recipe dialog's Paste text tab and reads it: the Add New Recipe form that opens. */
export const usePastedText = async (importer: Locator, text: string) => {
  await importer.getByLabel('Recipe text').fill(text);
  await importer.getByRole('button', { name: 'Use Text' }).click();
  return dialogTitled(importer.page(), 'Add New Recipe');
};
