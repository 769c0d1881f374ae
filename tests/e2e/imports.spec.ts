import { expect, type Page, test } from '@playwright/test';
import { dialogTitled, openRecipesSignedIn, registerAccount, signInThroughApi } from './support/app';
import { usePastedText } from './support/recipes';

const site = process.env.RECIPE_SITE_ORIGIN ?? 'http://127.0.0.1:4100';
const pancakesPage = `${site}/recipes/buttermilk-pancakes`;

/**
 * How long a page's read may take: the server reads it at the lowest CPU priority (so a slow page
 * never holds up other requests), and beside three browsers busy on two cores that wait is seconds
 * (6.3 s measured for the pancakes page).
 */
const pageRead = { timeout: 30_000 };

const openImport = async (page: Page) => {
  await page.getByRole('button', { name: 'Import Recipe' }).click();
  const dialog = dialogTitled(page, 'Import Recipe');
  await expect(dialog).toBeVisible();
  return dialog;
};

const ingredientRow = (form: ReturnType<typeof dialogTitled>, number: number) => ({
  name: form.getByLabel(`Ingredient ${number} name`),
  amount: form.getByLabel(`Ingredient ${number} amount`),
  unit: form.getByLabel(`Ingredient ${number} unit`),
});

test.describe('recipe import', () => {
  test('a web address becomes a filled Add Recipe form; saving copies in the photo', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openRecipesSignedIn(page, await registerAccount(request));
    const dialog = await openImport(page);
    await dialog.getByLabel('Recipe web address').fill(pancakesPage);
    await expect(dialog.getByLabel('Recipe web address')).toHaveAttribute('placeholder', 'https://…');
    await dialog.getByLabel('Recipe web address').press('Enter');

    const form = dialogTitled(page, 'Add New Recipe');
    await expect(form).toBeVisible(pageRead);
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Buttermilk Pancakes');
    await expect(form.getByLabel('Prep Time (minutes)')).toHaveValue('10');
    await expect(form.getByLabel('Cook Time (minutes)')).toHaveValue('65');
    await expect(form.getByLabel('Servings')).toHaveValue('4');
    await expect(form.getByLabel('External Recipe Url')).toHaveValue(pancakesPage);
    const flour = ingredientRow(form, 1);
    await expect(flour.name).toHaveValue('flour');
    await expect(flour.amount).toHaveValue('1.5');
    await expect(flour.unit).toHaveValue('cups');
    const salt = ingredientRow(form, 4);
    await expect(salt.name).toHaveValue('salt to taste');
    await expect(salt.amount).toHaveValue('');
    await expect(salt.unit).toHaveValue('');
    await expect(form.getByText('The photo from 127.0.0.1 is copied in when you save.')).toBeVisible();

    await form.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('link', { name: 'Buttermilk Pancakes' }).first().click();
    await expect(page.getByRole('heading', { name: 'Buttermilk Pancakes', level: 1 })).toBeVisible();
    const ingredients = page.getByRole('list', { name: 'Ingredients' });
    await expect(ingredients.getByRole('listitem')).toHaveText([
      'flour: 1½ cups',
      'eggs: 2',
      'buttermilk: 250 ml',
      'salt to taste',
    ]);
    // The photo is ours now: served from our own file route, not the recipe site.
    const photo = page.locator('img[src^="/api/files/"]').first();
    await expect(photo).toBeVisible();
    // Visible comes before loaded: the width is there once the picture has arrived.
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  });

  test('a page without a recipe says so and stays in the dialog', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    await openRecipesSignedIn(page, await registerAccount(request));
    const dialog = await openImport(page);
    await dialog.getByLabel('Recipe web address').fill(`${site}/about`);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('No recipe found on that page')).toBeVisible(pageRead);
    await dialog.getByLabel('Recipe web address').fill('ftp://example.com/recipe');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(
      dialog.getByText('Please enter a web address starting with http:// or https://'),
    ).toBeVisible();
  });

  test('the bookmarklet brings a page only the browser can see @desktop-only', async ({
    page,
    context,
    request,
  }) => {
    await openRecipesSignedIn(page, await registerAccount(request));
    const dialog = await openImport(page);
    await dialog.getByRole('tab', { name: 'Bookmarklet' }).click();
    const link = dialog.getByRole('link', { name: 'Add to Recipe Planner' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^javascript:/);

    // The server gets 403 for this page; the member's browser sees the recipe.
    await context.addCookies([{ name: 'member', value: 'yes', url: site }]);
    const recipePage = await context.newPage();
    await recipePage.goto(`${site}/members-only`);
    const appTab = context.waitForEvent('page');
    await recipePage.evaluate(
      (code) => {
        // What the browser does when the bookmark is clicked on this page.
        new Function(code)();
      },
      decodeURIComponent(href!.slice('javascript:'.length)),
    );
    const app = await appTab;
    // The page is read only once the member has seen its address and chosen Import.
    const received = dialogTitled(app, 'Import Recipe');
    await expect(received.getByLabel('Recipe web address')).toHaveValue(`${site}/members-only`);
    await expect(
      received.getByText('The bookmarklet sent this page. Check its address, then choose Import to read it.'),
    ).toBeVisible();
    await received.getByRole('button', { name: 'Import' }).click();
    const form = dialogTitled(app, 'Add New Recipe');
    await expect(form).toBeVisible(pageRead);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue("Members' Shortbread");
    await expect(form.getByLabel('External Recipe Url')).toHaveValue(`${site}/members-only`);
    await expect(ingredientRow(form, 3).name).toHaveValue('sugar');
    await expect(app).toHaveURL(/\/recipes$/);
  });

  test('a page that opens the bookmarklet import itself sends nothing to the server unless the member chooses Import @desktop-only', async ({
    page,
    context,
    request,
  }) => {
    await openRecipesSignedIn(page, await registerAccount(request));
    const appOrigin = new URL(page.url()).origin;
    // Any site: it opens the app's import and posts a page, first claiming another site's address.
    const imports: string[] = [];
    context.on('request', (sent) => {
      if (sent.url().endsWith('/api/recipes/import')) imports.push(sent.url());
    });
    const foreign = await context.newPage();
    await foreign.goto(`${site}/about`);
    const appTab = context.waitForEvent('page');
    await foreign.evaluate((origin) => {
      const app = window.open(`${origin}/recipes?import=bookmarklet`);
      const html =
        '<script type="application/ld+json">{"@type":"Recipe","name":"Planted","recipeIngredient":["1 egg"]}</script>';
      window.addEventListener('message', (event) => {
        if (event.source !== app || event.data !== 'recipe-planner:ready') return;
        app?.postMessage(
          { type: 'recipe-planner:page', url: 'https://bank.example/statement', html },
          origin,
        );
        app?.postMessage({ type: 'recipe-planner:page', url: location.href, html }, origin);
      });
    }, appOrigin);
    const app = await appTab;
    const dialog = dialogTitled(app, 'Import Recipe');
    // The address shown is the posting page's own: a claim of another site's address is ignored.
    await expect(dialog.getByLabel('Recipe web address')).toHaveValue(`${site}/about`);
    await expect(
      dialog.getByText('The bookmarklet sent this page. Check its address, then choose Import to read it.'),
    ).toBeVisible();
    await app.waitForTimeout(500);
    expect(imports).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(dialogTitled(app, 'Add New Recipe')).toBeHidden();
    expect(imports).toEqual([]);
  });

  test('pasted text is split into title, ingredients and steps to correct', async ({ page, request }) => {
    await openRecipesSignedIn(page, await registerAccount(request));
    const dialog = await openImport(page);
    await dialog.getByRole('tab', { name: 'Paste text' }).click();
    await dialog.getByRole('button', { name: 'Use Text' }).click();
    await expect(dialog.getByText('Paste a recipe first')).toBeVisible();
    const form = await usePastedText(
      dialog,
      'Grandma’s Scones\n\nIngredients\n- 350 g flour\n- 1 pinch salt\n\nMethod\n1. Mix.\n2. Bake.',
    );
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Grandma’s Scones');
    await expect(ingredientRow(form, 2).name).toHaveValue('salt');
    await expect(ingredientRow(form, 2).unit).toHaveValue('pinch');
    await expect(form.getByRole('textbox', { name: 'Step 2' })).toHaveValue('Bake.');
  });

  test('an address shared to the app (share target) opens the import at once', async ({ page, request }) => {
    await signInThroughApi(page, request, await registerAccount(request));
    await page.goto(`/recipes?importText=${encodeURIComponent(`Look at this: ${pancakesPage}`)}`);
    const form = dialogTitled(page, 'Add New Recipe');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Buttermilk Pancakes');
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('the web app manifest names the app, its icons and the share target', {
    tag: '@desktop-only',
  }, async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Recipe Planner',
      short_name: expect.any(String),
      start_url: '/recipes',
      display: 'standalone',
      theme_color: '#2f855a',
      share_target: { action: '/recipes', method: 'GET', params: { url: 'import', text: 'importText' } },
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((each: { sizes: string }) => each.sizes === size);
      expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
  });
});
