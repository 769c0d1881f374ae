import { expect, type Locator, type Page, test } from '@playwright/test';
import { dialogTitled, registerAccount, signIn } from './support/app';
import {
  apiToken,
  cardNames,
  fillNewRecipe,
  rateThroughApi,
  registeredSession,
  searchFor,
  seedRecipe,
  testPng,
  uniqueName,
  usePastedText,
} from './support/recipes';
import { moveWithKeyboard } from './support/sortable';

/** The form's two rules that an External Recipe Url would satisfy, both shown. */
const expectUrlOrListRules = async (dialog: Locator) => {
  for (const list of ['Ingredient', 'Instruction']) {
    await expect(
      dialog.getByText(`Either External Recipe Url or at least one ${list} is required`),
    ).toBeVisible();
  }
};

test.describe('recipes', () => {
  test('a recipe goes from creation with an image to rating, reordering and deletion', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await registerAccount(request);
    const name = uniqueName('Tomato soup');
    await signIn(page, owner);

    await test.step('create it with ingredients, steps and an image', async () => {
      await page.getByRole('button', { name: 'Add Recipe' }).click();
      const dialog = dialogTitled(page, 'Add New Recipe');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description').fill('A warm soup for cold days.');
      await dialog.getByLabel('Prep Time (minutes)').fill('10');
      await dialog.getByLabel('Cook Time (minutes)').fill('25');
      await dialog.getByLabel('Servings').fill('4');
      await dialog.getByLabel('External Recipe Url').fill('https://www.example.com/soups/tomato');

      const ingredients = [
        ['Tomatoes', '6', 'pcs'],
        ['Onion', '1', 'pcs'],
        ['Stock', '0.5', 'l'],
      ];
      for (const [index, [ingredient, amount, unit]] of ingredients.entries()) {
        await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
        const number = index + 1;
        // A new row starts with amount 1 and an empty name and unit (spec 5).
        await expect(dialog.getByLabel(`Ingredient ${number} amount`)).toHaveValue('1');
        await expect(dialog.getByLabel(`Ingredient ${number} name`)).toHaveValue('');
        await dialog.getByLabel(`Ingredient ${number} name`).fill(ingredient ?? '');
        await dialog.getByLabel(`Ingredient ${number} amount`).fill(amount ?? '');
        await dialog.getByLabel(`Ingredient ${number} unit`).fill(unit ?? '');
      }
      await expect(dialog.getByLabel('Ingredient 1 amount')).toHaveAttribute('step', '0.1');

      await dialog.getByLabel('Step 1', { exact: true }).fill('Chop the onion and the tomatoes.');
      await dialog.getByRole('button', { name: 'Add Step' }).click();
      await dialog.getByLabel('Step 2', { exact: true }).fill('   ');
      await dialog.getByRole('button', { name: 'Add Step' }).click();
      await dialog.getByLabel('Step 3', { exact: true }).fill('Simmer in the stock for 25 minutes.');

      await dialog.getByLabel('Recipe image file').setInputFiles(await testPng());
      await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Replace Image' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Delete Image' })).toBeVisible();

      await dialog.getByRole('button', { name: 'Add Recipe' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('find it by search and see its card', async () => {
      await searchFor(page, name);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cardNames(page)).toHaveText([name]);
      const card = page.getByRole('article').filter({ hasText: name });
      // Compact: total time and servings instead of the description.
      await expect(card.getByText('Total time 35 min')).toBeVisible();
      await expect(card.getByText('Serves 4')).toBeVisible();
      await expect(card.getByRole('img', { name: 'Not rated yet (0 ratings)' })).toBeVisible();
      // Cards load the small variant of the uploaded image.
      const picture = card.locator('img').first();
      await expect(picture).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}(\?variant=small)?$/);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
      await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
      await expect(card.getByRole('button', { name: `Add ${name} to meal plan` })).toBeVisible();
    });

    await test.step('open it and see every detail', async () => {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText('A warm soup for cold days.')).toBeVisible();
      const facts = page.locator('dl');
      await expect(facts).toContainText('Prep time10 min');
      await expect(facts).toContainText('Cook time25 min');
      await expect(facts).toContainText('Total time35 min');
      await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
      await expect(page.getByRole('link', { name: /^example\.com/ })).toHaveAttribute(
        'href',
        'https://www.example.com/soups/tomato',
      );
      const ingredients = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
      await expect(ingredients).toHaveText(['Tomatoes: 6 pcs', 'Onion: 1 pcs', 'Stock: 0.5 l']);
      // The blank step was dropped on save.
      await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveText([
        'Chop the onion and the tomatoes.',
        'Simmer in the stock for 25 minutes.',
      ]);
      const photo = page.getByRole('img', { name });
      await expect(photo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    });

    await test.step('rate it and see the average and count update', async () => {
      await page.getByRole('button', { name: 'Rate Recipe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rate Recipe' });
      await expect(dialog.getByRole('group', { name: 'Your rating' })).toBeVisible();
      await dialog.getByRole('radio', { name: '4 stars' }).check();
      await dialog.getByRole('button', { name: 'Submit Rating' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('img', { name: 'Rated 4 out of 5 (1 rating)' })).toBeVisible();

      // Someone else rates it 5: the average of both shows after a reload.
      const other = await registerAccount(request);
      const recipeId = page.url().split('/').pop() ?? '';
      await rateThroughApi(request, await apiToken(request, other), recipeId, 5);
      await page.reload();
      await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5 (2 ratings)' })).toBeVisible();

      // Rating again replaces the user's own rating.
      await page.getByRole('button', { name: 'Rate Recipe' }).click();
      await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await dialog.getByRole('radio', { name: '2 stars' }).check();
      await dialog.getByRole('button', { name: 'Submit Rating' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('img', { name: 'Rated 3.5 out of 5 (2 ratings)' })).toBeVisible();
    });

    await test.step('edit it and move the first ingredient down with the keyboard', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = dialogTitled(page, 'Edit Recipe');
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
      await expect(dialog.getByLabel('Ingredient 1 name')).toHaveValue('Tomatoes');

      await moveWithKeyboard(
        page,
        dialog.getByRole('button', { name: 'Reorder ingredient 1' }),
        [['ArrowDown', 'Ingredient 1 is over position 2.']],
        'Ingredient 1 was dropped at position 2.',
      );
      await expect(dialog.getByLabel('Ingredient 1 name')).toHaveValue('Onion');
      await expect(dialog.getByLabel('Ingredient 2 name')).toHaveValue('Tomatoes');

      await dialog.getByLabel('Description').fill('A warm, thick soup for cold days.');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByText('A warm, thick soup for cold days.')).toBeVisible();
      const ingredients = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
      await expect(ingredients).toHaveText(['Onion: 1 pcs', 'Tomatoes: 6 pcs', 'Stock: 0.5 l']);
      await page.reload();
      await expect(ingredients).toHaveText(['Onion: 1 pcs', 'Tomatoes: 6 pcs', 'Stock: 0.5 l']);
    });

    await test.step('delete it after confirming', async () => {
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
      await expect(confirm).toContainText('Are you sure you want to delete this recipe?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/recipes$/);
      await searchFor(page, name);
      await expect(page.getByText('No recipes found')).toBeVisible();
      await expect(cardNames(page)).toHaveCount(0);
    });
  });

  test('the form shows the validation messages of the shared schema', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const dialog = dialogTitled(page, 'Add New Recipe');
    const submit = dialog.getByRole('button', { name: 'Add Recipe' });

    // An empty form names every rule it breaks at once.
    await submit.click();
    await expect(dialog.getByText('Recipe name is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expectUrlOrListRules(dialog);

    await dialog.getByLabel('Prep Time (minutes)').fill('0');
    await dialog.getByLabel('Cook Time (minutes)').fill('0');
    await dialog.getByLabel('Servings').fill('0');
    await dialog.getByLabel('External Recipe Url').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
    await dialog.getByLabel('Ingredient 1 amount').fill('0');
    await submit.click();
    await expect(dialog.getByText('Prep time must be at least 1 minute')).toBeVisible();
    await expect(dialog.getByText('Cook time must be at least 1 minute')).toBeVisible();
    await expect(dialog.getByText('Must serve at least 1 person')).toBeVisible();
    await expect(dialog.getByText('External Recipe Url must be a valid URL')).toBeVisible();
    await expect(dialog.getByText('Ingredient name is required')).toBeVisible();
    await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
    // An ingredient may have no unit ("2 eggs"): an empty unit is not an error.
    await expect(dialog.getByText('Unit is required')).toHaveCount(0);

    // Fix the fields; with no URL, no ingredient and no step the recipe is still incomplete.
    await dialog.getByLabel('Name', { exact: true }).fill('Incomplete');
    await dialog.getByLabel('Description').fill('Not enough yet.');
    for (const field of ['Prep Time (minutes)', 'Cook Time (minutes)', 'Servings', 'External Recipe Url']) {
      await dialog.getByLabel(field).fill('');
    }
    await dialog.getByRole('button', { name: 'Remove ingredient 1' }).click();
    await submit.click();
    await expectUrlOrListRules(dialog);
    await expect(dialog.getByText('Recipe name is required')).toHaveCount(0);

    // The backdrop does not close the dialog; Escape does, once the changes are given up.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an external URL alone is enough, and its source shows the host only', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const name = uniqueName('Linked pie');
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const dialog = dialogTitled(page, 'Add New Recipe');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description').fill('See the source.');
    await dialog.getByLabel('Cook Time (minutes)').fill('40');
    await dialog.getByLabel('External Recipe Url').fill('https://www.bbcgoodfood.com/recipes/pie');
    await dialog.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(dialog).toBeHidden();

    await searchFor(page, name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('link', { name: /^bbcgoodfood\.com/ })).toBeVisible();
    // Only the cook time exists: the total is the cook time; no prep time or servings are shown.
    await expect(page.locator('dl')).toHaveText('Cook time40 minTotal time40 min');
    // No image: the bundled placeholder.
    await expect(page.locator('main img').first()).toHaveAttribute('src', /recipe-placeholder.*\.svg$/);
  });

  test('sorts by prep time in both directions, missing times last', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account: owner, token } = await registeredSession(request);
    const prefix = uniqueName('Sortable');
    const seeds = [
      { name: `${prefix} Slow`, prepTime: 30 },
      { name: `${prefix} Quick`, prepTime: 5 },
      { name: `${prefix} Untimed`, prepTime: null },
      { name: `${prefix} Medium`, prepTime: 15 },
    ];
    for (const seed of seeds) await seedRecipe(request, token, seed);

    await signIn(page, owner);
    await searchFor(page, prefix);
    // Default: newest first.
    await expect(cardNames(page)).toHaveText([
      `${prefix} Medium`,
      `${prefix} Untimed`,
      `${prefix} Quick`,
      `${prefix} Slow`,
    ]);

    await page.getByLabel('Sort by').selectOption({ label: 'Prep Time' });
    await expect(cardNames(page)).toHaveText([
      `${prefix} Slow`,
      `${prefix} Medium`,
      `${prefix} Quick`,
      `${prefix} Untimed`,
    ]);

    await page.getByRole('button', { name: 'Sort order: Descending' }).click();
    await expect(page.getByRole('button', { name: 'Sort order: Ascending' })).toBeVisible();
    await expect(cardNames(page)).toHaveText([
      `${prefix} Quick`,
      `${prefix} Medium`,
      `${prefix} Slow`,
      `${prefix} Untimed`,
    ]);

    // The view is in the address: a reload keeps it, and back returns to the previous sort.
    await expect(page).toHaveURL(/sort=PrepTime/);
    await page.reload();
    await expect(page.getByPlaceholder('Search recipes...')).toHaveValue(prefix);
    await expect(page.getByLabel('Sort by')).toHaveValue('PrepTime');
    await expect(cardNames(page).first()).toHaveText(`${prefix} Quick`);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sort order: Descending' })).toBeVisible();
    await expect(cardNames(page).first()).toHaveText(`${prefix} Slow`);
  });

  test('pages through the list 12 at a time', { tag: '@desktop-only' }, async ({ page, request }) => {
    const { account: owner, token } = await registeredSession(request);
    const prefix = uniqueName('Paged');
    await Promise.all(
      Array.from({ length: 13 }, (_, index) =>
        seedRecipe(request, token, { name: `${prefix} ${String(index + 1).padStart(2, '0')}` }),
      ),
    );

    await signIn(page, owner);
    await searchFor(page, prefix);
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await page.getByRole('button', { name: 'Sort order: Descending' }).click();
    await expect(cardNames(page)).toHaveCount(12);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cardNames(page)).toHaveText([`${prefix} 13`]);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again at page 1.
    await searchFor(page, `${prefix} 1`);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(cardNames(page)).toHaveText([
      `${prefix} 10`,
      `${prefix} 11`,
      `${prefix} 12`,
      `${prefix} 13`,
    ]);
  });

  test('another user sees no edit or delete on a recipe that is not theirs', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const owner = await registerAccount(request);
    const name = uniqueName('Not yours');
    const recipe = await seedRecipe(request, await apiToken(request, owner), { name });

    await signIn(page, await registerAccount(request));
    await searchFor(page, name);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByRole('button', { name: `Add ${name} to meal plan` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

    await page.goto(`/recipes/${recipe.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rate Recipe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });

  test('a missing recipe says so and links back to the list', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/recipes/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Recipe not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('the list shows its empty, loading and error states', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    const empty = {
      items: [],
      totalItems: 0,
      currentPage: 1,
      pageSize: 12,
      totalPages: 0,
      hasNext: false,
      hasPrevious: false,
    };
    // Slower than the first screen waits for its data (app/router.tsx): the page shows meanwhile.
    await page.route(/\/api\/recipes\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ json: empty });
    });
    await page.reload();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByText('No recipes yet')).toBeVisible();
    await expect(page.getByText('Get started by creating a new recipe.')).toBeVisible();

    await page.unrouteAll();
    await page.route(/\/api\/recipes\?/, (route) =>
      route.fulfill({ status: 500, json: { message: 'Broken' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to fetch recipes');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('the recipe form keeps what the user gave it', () => {
  test('a refused file leaves the photo chosen before, and the recipe saves with it', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const name = uniqueName('Photo kept');
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const dialog = dialogTitled(page, 'Add New Recipe');
    await fillNewRecipe(dialog, name);

    const file = dialog.getByLabel('Recipe image file');
    await file.setInputFiles(await testPng());
    await expect(dialog.getByText('Image ready.')).toBeVisible();
    const preview = dialog.getByRole('img', { name: 'Preview' });
    await expect(preview).toHaveAttribute('src', /^blob:/);

    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Choose an image file (JPEG, PNG, WebP or GIF).');
    await expect(dialog.getByText('Image ready.')).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);

    await dialog.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(dialog).toBeHidden();
    await searchFor(page, name);
    await page.getByRole('link', { name, exact: true }).click();
    const photo = page.getByRole('img', { name });
    await expect(photo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  });

  test('closing a changed form asks first; an unchanged one closes at once', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const add = page.getByRole('button', { name: 'Add Recipe' });
    const dialog = dialogTitled(page, 'Add New Recipe');
    const question = discardQuestion(page);

    await add.click();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(question).toHaveCount(0);

    await add.click();
    const name = dialog.getByLabel('Name', { exact: true });
    await name.fill('Half-typed stew');
    // Escape, the close button and Cancel each ask; keeping goes back to the form as it was.
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => dialog.getByRole('button', { name: 'Close' }).click(),
      () => dialog.getByRole('button', { name: 'Cancel' }).click(),
    ]) {
      await close();
      await expect(question).toBeVisible();
      await expect(question).toContainText('What you typed in this recipe will be lost.');
      await question.getByRole('button', { name: 'Keep Editing' }).click();
      await expect(question).toBeHidden();
      await expect(name).toHaveValue('Half-typed stew');
    }
    // Escape in the question answers it the safe way.
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    // A click beside the form neither closes it nor asks (spec: not closable by the backdrop).
    await page.mouse.click(3, 3);
    await expect(question).toHaveCount(0);
    await expect(name).toHaveValue('Half-typed stew');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    // Discarded means gone: the next Add Recipe starts empty.
    await add.click();
    await expect(name).toHaveValue('');
    await expect(dialog.getByText(/Restored your unsaved recipe/)).toHaveCount(0);
  });

  test('editing a recipe asks before losing a change, also on Back, and keeps no draft', async ({
    page,
    request,
  }) => {
    // Reloads and many dialogs, each a round trip: a busy machine needs more than 30 s.
    test.setTimeout(60_000);
    const { account: owner, token } = await registeredSession(request);
    const recipe = await seedRecipe(request, token, {
      name: uniqueName('Edited'),
      description: 'As saved.',
    });
    await signIn(page, owner);
    await searchFor(page, recipe.name);
    await page.getByRole('link', { name: recipe.name, exact: true }).click();
    const detailUrl = new RegExp(`/recipes/${recipe.id}$`);
    await expect(page).toHaveURL(detailUrl);
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    const dialog = dialogTitled(page, 'Edit Recipe');
    const description = dialog.getByLabel('Description');
    const question = discardQuestion(page);

    await edit.click();
    await expect(description).toHaveValue('As saved.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await edit.click();
    await description.fill('Changed, not saved.');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(description).toHaveValue('Changed, not saved.');
    // Back (a phone's swipe back) asks too; staying keeps the page and the text.
    await page.goBack();
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(description).toHaveValue('Changed, not saved.');
    // Typing it back as it was is no change: nothing to ask.
    await description.fill('As saved.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(question).toHaveCount(0);

    // Discard on Back goes back, without the change.
    await edit.click();
    await description.fill('Changed, then given up.');
    await page.goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/recipes(\?|$)/);
    await expect(dialog).toHaveCount(0);

    // An edit is not kept in the browser: after a reload the form shows the saved recipe.
    await page.goto(`/recipes/${recipe.id}`);
    await edit.click();
    await description.fill('Changed again, then the page reloads.');
    await page.reload();
    await edit.click();
    await expect(description).toHaveValue('As saved.');
  });

  test('a new recipe survives a reload: offered back, then saved with its photo', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    // Reloads and an upload, each a round trip: a busy machine needs more than 30 s.
    test.setTimeout(60_000);
    await signIn(page, await registerAccount(request));
    const name = uniqueName('Kept soup');
    const add = page.getByRole('button', { name: 'Add Recipe' });
    const dialog = dialogTitled(page, 'Add New Recipe');
    await add.click();
    await fillNewRecipe(dialog, name);
    await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
    await dialog.getByLabel('Ingredient 1 name').fill('Leeks');
    await dialog.getByLabel('Recipe image file').setInputFiles(await testPng());
    await expect(dialog.getByText('Image ready.')).toBeVisible();

    await page.reload();
    await add.click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Restored your unsaved recipe from' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Description')).toHaveValue('Kept safe while typing.');
    await expect(dialog.getByLabel('Ingredient 1 name')).toHaveValue('Leeks');
    await expect(dialog.getByText('Image ready.')).toBeVisible();
    await expectPreviewLoaded(dialog);

    await dialog.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(dialog).toBeHidden();
    await searchFor(page, name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect
      .poll(() => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);
    await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
      'Leeks: 1',
    ]);

    // Saved means no longer kept: Add Recipe starts empty, also after a reload.
    await page.goto('/recipes');
    await add.click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(dialog.getByText(/Restored your unsaved recipe/)).toHaveCount(0);
  });

  test('an imported recipe counts as unsaved work: closing asks, and a reload keeps it', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    const importer = dialogTitled(page, 'Import Recipe');
    await importer.getByRole('tab', { name: 'Paste text' }).click();
    const dialog = await usePastedText(
      importer,
      'Imported Flapjacks\n\nIngredients\n- 200 g oats\n\nMethod\n1. Bake.',
    );
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Imported Flapjacks');

    // Nothing typed yet, but closing would lose the import.
    await page.keyboard.press('Escape');
    await discardQuestion(page).getByRole('button', { name: 'Keep Editing' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    await expect(dialog.getByText(/Restored your unsaved recipe/)).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Imported Flapjacks');
    await expect(dialog.getByLabel('Ingredient 1 name')).toHaveValue('oats');
  });

  test('Start over empties a restored recipe; a photo deleted meanwhile is not brought back', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    // Reloads and an upload, each a round trip: a busy machine needs more than 30 s.
    test.setTimeout(60_000);
    const account = await registerAccount(request);
    await signIn(page, account);
    const add = page.getByRole('button', { name: 'Add Recipe' });
    const dialog = dialogTitled(page, 'Add New Recipe');
    const restoredNotice = dialog.getByText(/Restored your unsaved recipe/);
    await add.click();
    await fillNewRecipe(dialog, 'Photo gone');
    await dialog.getByLabel('Recipe image file').setInputFiles(await testPng());
    await expect(dialog.getByText('Image ready.')).toBeVisible();
    await page.reload();

    // The photo's address, as the restored form shows it; then it is deleted behind the form's back.
    await add.click();
    const imageUrl = await expectPreviewLoaded(dialog);
    await page.reload();
    const deleted = await request.delete(`/api/files/images?fileUrl=${encodeURIComponent(imageUrl)}`, {
      headers: { Authorization: `Bearer ${await apiToken(request, account)}` },
    });
    expect(deleted.status()).toBe(204);

    await add.click();
    await expect(restoredNotice).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Photo gone');
    await expect(dialog.getByText('No image chosen.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(restoredNotice).toHaveCount(0);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await add.click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(restoredNotice).toHaveCount(0);
  });
});

/** The question asked before a changed recipe form closes. */
const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** The form's preview shows the stored photo (not a local copy); returns the photo's address. */
const expectPreviewLoaded = async (dialog: Locator) => {
  const preview = dialog.getByRole('img', { name: 'Preview' });
  await expect(preview).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return new URL((await preview.getAttribute('src')) ?? '', 'http://app.invalid').pathname;
};
