import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays, today } from '#shared/meal-plans/week';
import { readThroughApi } from './support/api';
import { dialogTitled, signIn, signInAsNew } from './support/app';
import { otherBrowser } from './support/browsers';
import { fillFields } from './support/item-dialogs';
import { actAsGroupLive } from './support/live';
import { backOnline, goOffline, keptForOffline, waitingMarks } from './support/offline';
import { addPantryItem, openPantry, pantryRows, stockThroughApi } from './support/pantry';
import { groupOfTwo } from './support/people';
import { ingredientsOf, registeredSession, signedInWithRecipe, uniqueName } from './support/recipes';
import {
  addItemThroughApi,
  itemCheckbox,
  openShoppingList,
  showTicked,
  toggleCheckbox,
} from './support/shopping';

/** What the server holds in the user's pantry, as name, amount and unit. */
const storedPantry = async (request: APIRequestContext, session: { id: string; token: string }) =>
  (
    await readThroughApi<{ name: string; amount: number | null; unit: string | null }[]>(
      request,
      session.token,
      `/api/pantry/user/${session.id}`,
    )
  ).map(({ name, amount, unit }) => ({ name, amount, unit }));

test.describe('pantry', () => {
  test.describe.configure({ timeout: 90_000 });

  test('items are added, merged, edited and removed, sorted by section, near dates marked', async ({
    page,
  }) => {
    // Five dialogs in a row: more than the others' time on a busy machine.
    test.setTimeout(180_000);
    await signInAsNew(page);
    await openPantry(page);
    await expect(page.getByText('Your pantry is empty', { exact: true })).toBeVisible();

    await test.step('add through the dialog, with a near best-before date', async () => {
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = dialogTitled(page, 'Add Pantry Item');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog.getByText('Item name is required')).toBeVisible();
      await fillFields(dialog, {
        Name: 'Milk',
        Amount: '1',
        Unit: 'l',
        'Best before (optional)': addDays(today(), 2),
      });
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog).toBeHidden();
      const milk = pantryRows(page).filter({ hasText: 'Milk' });
      await expect(milk).toContainText('Milk (1 l)');
      await expect(milk).toContainText('Use soon: best before');
    });

    await test.step('the same ingredient in another unit joins the item', async () => {
      await addPantryItem(page, { name: 'milk', amount: '500', unit: 'ml' });
      await expect(pantryRows(page).filter({ hasText: 'Milk' })).toContainText('Milk (1.5 l)');
      await expect(pantryRows(page)).toHaveCount(1);
    });

    await test.step('edit, then a past date is marked in words', async () => {
      await page.getByRole('button', { name: 'Edit Milk' }).click();
      const dialog = dialogTitled(page, 'Edit Pantry Item');
      await dialog.getByLabel('Best before (optional)').fill(addDays(today(), -1));
      await dialog.getByRole('button', { name: 'Save Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(pantryRows(page).filter({ hasText: 'Milk' })).toContainText('Past best before');
    });

    await test.step('items are grouped by store section', async () => {
      await addPantryItem(page, { name: 'Flour' });
      const region = page.getByRole('region', { name: 'Pantry items' });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(['Dairy', 'Pantry']);
    });

    await test.step('remove', async () => {
      await page.getByRole('button', { name: 'Remove Flour' }).click();
      await expect(pantryRows(page)).toHaveCount(1);
      await page.reload();
      await expect(pantryRows(page)).toHaveText([/^Milk \(1.5 l\)/]);
    });
  });

  test('Always have starts with the staples and keeps the edits', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account } = await registeredSession(request);
    await signIn(page, account);
    await openPantry(page);
    const always = page.getByRole('list', { name: 'Always have' });
    await expect(always.getByRole('listitem')).toHaveText(['Salt×', 'Pepper×', 'Water×', 'Oil×']);
    await page.getByRole('button', { name: 'Remove Water from Always have' }).click();
    await expect(always.getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Add a name').fill('Sugar');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(always.getByRole('listitem')).toHaveCount(4);
    await page.reload();
    await expect(always.getByRole('listitem')).toHaveText(['Salt×', 'Pepper×', 'Oil×', 'Sugar×']);
  });

  test('Put away ticked moves the ticked items into the pantry, and Undo takes them back', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account, session, token, mine } = await registeredSession(request);
    await stockThroughApi(request, token, mine, { name: 'Rice', amount: 1, unit: 'kg' });
    await addItemThroughApi(request, token, mine, { name: 'rice', amount: 500, unit: 'g' });
    await addItemThroughApi(request, token, mine, { name: 'Bread' });
    await signIn(page, account);
    await openShoppingList(page);
    await toggleCheckbox(itemCheckbox(page, 'rice (500 g)'));
    await showTicked(page);
    await page.getByRole('button', { name: 'Put away ticked' }).click();
    await expect(page.getByText('Put 1 item away in the pantry')).toBeVisible();
    await expect(itemCheckbox(page, 'rice (500 g)')).toHaveCount(0);

    await test.step('the pantry holds the sum', async () => {
      expect((await storedPantry(request, session)).map(({ amount, unit }) => `${amount} ${unit}`)).toEqual([
        '1.5 kg',
      ]);
    });

    await page.getByRole('button', { name: 'Undo' }).click();
    await showTicked(page);
    await expect(itemCheckbox(page, 'rice (500 g)')).toBeChecked();
    await openPantry(page);
    await expect(pantryRows(page)).toHaveCount(1);
    await expect(pantryRows(page).first()).toContainText('Rice (1 kg)');
  });

  test('Done cooking takes what was used out of the pantry', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { token, mine, recipe } = await signedInWithRecipe(page, request, {
      name: uniqueName('Shortbread'),
      servings: 2,
      ingredients: ingredientsOf(['Flour', 200, 'g'], ['Butter', 100, 'g'], ['Sugar', 50, 'g']),
      instructions: ['Mix.', 'Bake.'],
    });
    await stockThroughApi(request, token, mine, { name: 'Flour', amount: 1, unit: 'kg' });
    await stockThroughApi(request, token, mine, { name: 'Butter', amount: 100, unit: 'g' });
    // Four servings: twice the recipe's amounts.
    await page.goto(`/recipes/${recipe.id}/cook?servings=4&step=2`);
    await page.getByRole('button', { name: 'Done cooking' }).click();
    const dialog = dialogTitled(page, 'Take out of the pantry');
    const flour = dialog.getByRole('checkbox', { name: /^Flour \(400 g\)/ });
    const butter = dialog.getByRole('checkbox', { name: /^Butter \(200 g\)/ });
    await expect(flour).toBeChecked();
    await expect(butter).toBeChecked();
    // Sugar is not in the pantry: not offered.
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Update pantry' }).click();
    await expect(dialog.getByText('Updated 2 items in the pantry.')).toBeVisible();
    await openPantry(page);
    // Butter was used up (never below zero): it is gone.
    await expect(pantryRows(page)).toHaveCount(1);
    await expect(pantryRows(page).first()).toContainText('Flour (600 g)');
  });

  test(
    "one member's pantry changes appear on another member's screen without a reload",
    { tag: '@desktop-only' },
    async ({ page, browser, request }, testInfo) => {
      const { admin, member, session, group } = await groupOfTwo(request, 'Pantry home');
      const ours = { groupId: group.id };
      await stockThroughApi(request, session.token, ours, { name: 'Rice', amount: 1, unit: 'kg' });

      const memberPage = await otherBrowser(browser, testInfo);
      for (const [screen, account] of [
        [page, admin],
        [memberPage, member],
      ] as const) {
        await actAsGroupLive(screen, account, group, openPantry, '"pantry"');
        await expect(screen.getByText(`The shared pantry of ${group.name}`)).toBeVisible();
        await expect(pantryRows(screen)).toHaveText(['Rice (1 kg)']);
      }

      await test.step('an item added on one screen appears on the other', async () => {
        await addPantryItem(page, { name: 'Butter', amount: '250', unit: 'g' });
        await expect(pantryRows(memberPage).filter({ hasText: 'Butter' })).toHaveText('Butter (250 g)');
      });

      await test.step('an item removed on the other screen leaves the first', async () => {
        await memberPage.getByRole('button', { name: 'Remove Rice' }).click();
        await expect(pantryRows(memberPage)).toHaveCount(1);
        await expect(pantryRows(page)).toHaveText(['Butter (250 g)']);
      });
      await memberPage.context().close();
    },
  );

  test.describe('offline', () => {
    // The service worker keeps the app and the pantry offline (other specs block it).
    test.use({ serviceWorkers: 'allow' });

    test('an item added offline shows at once, waiting, and is sent once when back online', {
      tag: '@desktop-only',
    }, async ({ page, request }) => {
      const { account, session, mine } = await registeredSession(request);
      await stockThroughApi(request, session.token, mine, { name: 'Oats', amount: 500, unit: 'g' });
      await signIn(page, account);
      await openPantry(page);
      await keptForOffline(page, pantryRows(page), ['Oats (500 g)']);

      await test.step('offline: the page says so, and a new item shows at once, marked waiting', async () => {
        await goOffline(page);
        await addPantryItem(page, { name: 'Honey', amount: '1', unit: 'jar' });
        const honey = pantryRows(page).filter({ hasText: 'Honey' });
        await expect(honey).toContainText('Honey (1 jar)');
        await expect(waitingMarks(honey)).toBeVisible();
        await expect(waitingMarks(pantryRows(page).filter({ hasText: 'Oats' }))).toHaveCount(0);
      });

      await test.step('back online, the add is sent and the mark goes', async () => {
        await backOnline(page);
        await expect(pantryRows(page).filter({ hasText: 'Honey' })).toContainText('Honey (1 jar)');
      });

      await test.step('the server has the item exactly once', async () => {
        expect(await storedPantry(request, session)).toEqual([
          { name: 'Honey', amount: 1, unit: 'jar' },
          { name: 'Oats', amount: 500, unit: 'g' },
        ]);
      });
    });
  });
});
