import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { gzipSync, strFromU8, unzipSync, zipSync } from 'fflate';
import { registerAccount, signIn } from './support/app';

const paprika = (recipe: Record<string, unknown>) =>
  gzipSync(new TextEncoder().encode(JSON.stringify({ description: '', ...recipe })));

/** A Paprika export as the app writes it: a zip of gzip-compressed JSON, one per recipe. */
const paprikaExport = Buffer.from(
  zipSync({
    'Shakshuka.paprikarecipe': paprika({
      name: 'Shakshuka',
      ingredients: '4 eggs\n400 g tomatoes\n1 tsp cumin',
      directions: 'Simmer the tomatoes.\nCrack in the eggs.',
      servings: '2',
      cook_time: '25 mins',
    }),
    'Flatbread.paprikarecipe': paprika({
      name: 'Flatbread',
      ingredients: '250 g flour\n150 ml water',
      directions: 'Knead.\nFry.',
    }),
    'Corrupt.paprikarecipe': new TextEncoder().encode('not a recipe'),
  }),
);

test.describe('moving in and out on My Page', () => {
  test('imports a Paprika export with progress and duplicates, then exports a zip', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerAccount(request));
    await page.goto('/my-page');
    const recipes = page.getByRole('region', { name: 'Your Recipes' });
    await expect(recipes.getByText('You have not added any recipes yet.')).toBeVisible();

    const file = { name: 'My Recipes.paprikarecipes', mimeType: 'application/zip', buffer: paprikaExport };
    await recipes.getByLabel('Recipe file to import').setInputFiles(file);
    await expect(recipes.getByText('Imported 2 recipes.')).toBeVisible();
    await expect(
      recipes.getByText('Corrupt.paprikarecipe: This Paprika recipe could not be read.'),
    ).toBeVisible();
    await expect(recipes.getByRole('link', { name: 'Shakshuka' })).toBeVisible();
    await expect(recipes.getByRole('link', { name: 'Flatbread' })).toBeVisible();

    // The same file again adds nothing.
    await recipes.getByLabel('Recipe file to import').setInputFiles(file);
    await expect(recipes.getByText('Imported 0 recipes, skipped 2 already in your recipes.')).toBeVisible();
    await expect(recipes.getByRole('listitem')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await recipes.getByRole('button', { name: 'Export my recipes' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^recipes-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await saved.path())!)));
    expect(Object.keys(files).sort()).toEqual(['flatbread/recipe.json', 'shakshuka/recipe.json']);
    expect(JSON.parse(strFromU8(files['shakshuka/recipe.json']!))).toMatchObject({
      '@type': 'Recipe',
      name: 'Shakshuka',
      cookTime: 'PT25M',
      recipeIngredient: ['4 eggs', '400 g tomatoes', '1 tsp cumin'],
    });
    await expect(recipes.getByText('Exported 2 recipes.')).toBeVisible();
  });

  test('says so when another import of the user is under way, and imports nothing', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    // Another tab (or phone) has started an import whose file is still on its way.
    const login = await request.post('/api/users/login', {
      data: { email: account.email, password: account.password },
    });
    const { token } = await login.json();
    const elsewhere = await request.post('/api/imports', {
      headers: { authorization: `Bearer ${token}` },
      data: { fileName: 'other.paprikarecipes', size: 1000 },
    });
    expect(elsewhere.status()).toBe(201);

    await page.goto('/my-page');
    const recipes = page.getByRole('region', { name: 'Your Recipes' });
    await recipes.getByLabel('Recipe file to import').setInputFiles({
      name: 'My Recipes.paprikarecipes',
      mimeType: 'application/zip',
      buffer: paprikaExport,
    });
    await expect(recipes.getByRole('alert')).toHaveText(
      'An import of yours is already under way. Wait for it to finish before starting another.',
    );
    await expect(recipes.getByText('You have not added any recipes yet.')).toBeVisible();
  });
});
