import { gzipSync, strFromU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, signedInUser } from './support/api';
import { uploadImage } from './support/files';
import { createRecipe } from './support/recipes';

const photo = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** Starts an import, puts the file where the answer says (as the browser does), and waits for the end. */
const importFile = async (token: string, bytes: Uint8Array, fileName: string) => {
  const started = await api('POST', '/api/imports', { token, body: { fileName, size: bytes.byteLength } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const put = await fetch(started.body.uploadUrl, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  for (let tries = 0; tries < 600; tries++) {
    const job = await api('GET', `/api/imports/${started.body.jobId}`, { token });
    expect(job.status).toBe(200);
    if (job.body.status === 'done' || job.body.status === 'failed')
      return { jobId: started.body.jobId, ...job.body };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The import did not finish');
};

const exportZip = async (token: string) => {
  const exported = await api('POST', '/api/exports', { token });
  expect(exported.status, JSON.stringify(exported.body)).toBe(200);
  const download = await fetch(exported.body.downloadUrl);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(
    /^attachment; filename="recipes-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return { count: exported.body.count, bytes: new Uint8Array(await download.arrayBuffer()) };
};

/** What a recipe is, apart from its ids, owner, dates, ratings and the address of its stored photo. */
const contentOf = (recipe: any) => ({
  name: recipe.name,
  description: recipe.description,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  externalRecipeUrl: recipe.externalRecipeUrl,
  hasImage: recipe.imageUrl !== null,
  ingredients: recipe.ingredients.map(({ name, amount, unit, sortOrder }: any) => ({
    name,
    amount,
    unit,
    sortOrder,
  })),
  instructions: recipe.instructions,
});

const recipesOf = async (token: string) => {
  const mine = await api('GET', '/api/recipes/user', { token });
  return Promise.all(
    mine.body.map(async ({ id }: { id: string }) => (await api('GET', `/api/recipes/${id}`, { token })).body),
  );
};

describe('export and import of a collection', () => {
  it('exports schema.org JSON-LD with photos, and an import into a new account gives the same recipes back', async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    const image = await uploadImage(token, await photo());
    await createRecipe(token, {
      name: 'Herb Omelette',
      description: 'Soft, with herbs.',
      prepTime: 5,
      cookTime: 90,
      servings: 1,
      imageUrl: image.url,
      externalRecipeUrl: 'https://www.example.com/omelette',
      ingredients: [
        { name: 'Eggs', amount: 2, unit: '', sortOrder: 1 },
        { name: 'parsley', amount: 1, unit: 'bunch', sortOrder: 2 },
        { name: 'Salt to taste', amount: null, unit: '', sortOrder: 3 },
        { name: 'Butter', amount: 0.5, unit: 'tbsp', sortOrder: 4 },
      ],
      instructions: ['Whisk the eggs.', 'Cook gently in the butter.'],
    });
    await createRecipe(token, { name: 'Plain Rice', prepTime: null, cookTime: 15, servings: null });

    const { count, bytes } = await exportZip(token);
    expect(count).toBe(2);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'herb-omelette/image.jpg',
      'herb-omelette/recipe.json',
      'plain-rice/recipe.json',
    ]);
    const omelette = JSON.parse(strFromU8(files['herb-omelette/recipe.json']!));
    expect(omelette).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Herb Omelette',
      prepTime: 'PT5M',
      cookTime: 'PT1H30M',
      recipeYield: '1',
      recipeIngredient: ['2 Eggs', '1 bunch parsley', 'Salt to taste', '0.5 tbsp Butter'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Whisk the eggs.' },
        { '@type': 'HowToStep', text: 'Cook gently in the butter.' },
      ],
      url: 'https://www.example.com/omelette',
      image: 'image.jpg',
    });

    const newcomer = (await signedInUser()).session.token;
    const first = await importFile(newcomer, bytes, 'recipes.zip');
    expect(first).toMatchObject({
      status: 'done',
      total: 2,
      processed: 2,
      imported: 2,
      skipped: 0,
      failures: [],
    });
    const before = (await recipesOf(token)).map(contentOf);
    const after = (await recipesOf(newcomer)).map(contentOf);
    expect(after.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      before.sort((a, b) => a.name.localeCompare(b.name)),
    );

    // The same file again adds nothing.
    const second = await importFile(newcomer, bytes, 'recipes.zip');
    expect(second).toMatchObject({ status: 'done', imported: 0, skipped: 2 });
    expect(await recipesOf(newcomer)).toHaveLength(2);

    // Someone else's import is nobody's business.
    expect((await api('GET', `/api/imports/${first.jobId}`, { token })).status).toBe(404);
  });

  it('imports a Paprika export with its photos, reporting a broken entry by name', async () => {
    const token = (await signedInUser()).session.token;
    const paprika = (recipe: Record<string, unknown>) =>
      gzipSync(new TextEncoder().encode(JSON.stringify(recipe)));
    const file = zipSync({
      'Banana Bread.paprikarecipe': paprika({
        name: 'Banana Bread',
        description: '',
        ingredients: '3 ripe bananas\n250 g flour\n1 tsp baking soda\na pinch of salt',
        directions: 'Mash the bananas.\n\nMix everything.\nBake for 1 hour.',
        servings: '8 slices',
        prep_time: '15 mins',
        cook_time: '1 hr',
        source_url: 'https://www.example.com/banana-bread',
        photo_data: (await photo()).toString('base64'),
      }),
      'Broken.paprikarecipe': new TextEncoder().encode('not gzip at all'),
    });
    const job = await importFile(token, file, 'My Recipes.paprikarecipes');
    expect(job).toMatchObject({
      status: 'done',
      total: 2,
      imported: 1,
      failures: [{ name: 'Broken.paprikarecipe', message: 'This Paprika recipe could not be read.' }],
    });
    const [bread] = await recipesOf(token);
    expect(contentOf(bread)).toEqual({
      name: 'Banana Bread',
      description: 'Banana Bread',
      prepTime: 15,
      cookTime: 60,
      servings: 8,
      externalRecipeUrl: 'https://www.example.com/banana-bread',
      hasImage: true,
      ingredients: [
        { name: 'ripe bananas', amount: 3, unit: '', sortOrder: 1 },
        { name: 'flour', amount: 250, unit: 'g', sortOrder: 2 },
        { name: 'baking soda', amount: 1, unit: 'tsp', sortOrder: 3 },
        { name: 'a pinch of salt', amount: null, unit: '', sortOrder: 4 },
      ],
      instructions: ['Mash the bananas.', 'Mix everything.', 'Bake for 1 hour.'],
    });
  });

  it('says when a file is not a recipe export, and refuses what is too large before any upload', async () => {
    const token = (await signedInUser()).session.token;
    const job = await importFile(token, new TextEncoder().encode('hello'), 'notes.txt');
    expect(job).toMatchObject({ status: 'failed', imported: 0 });
    expect(job.message).toMatch(/^This file is not a recipe export we can read/);
    const tooLarge = await api('POST', '/api/imports', {
      token,
      body: { fileName: 'x.zip', size: 201 * 1024 * 1024 },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toContain('The file is too large (at most 200 MB)');
  });
});
