import { expect, type Page, test } from '@playwright/test';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { weekRangeLabel } from '#web/lib/day-labels';
import { dialogTitled, registerAccount, signIn } from './support/app';
import { chooseViewingAs, createGroupThroughApi } from './support/people';
import { apiSession, seedRecipe, uniqueName } from './support/recipes';
import {
  addItemThroughApi,
  itemCheckbox,
  itemSaved,
  openShoppingList,
  planRecipeThroughApi,
  shoppingRows,
  toggleCheckbox,
} from './support/shopping';

/** The struck-through look of a bought item is on the row's label. */
const labelOf = (page: Page, label: string) =>
  shoppingRows(page)
    .filter({ has: itemCheckbox(page, label) })
    .locator('[data-part="label"]');

test.describe('shopping list', () => {
  // Each test signs in (a deliberately slow password hash) and sets up data through the API.
  test.describe.configure({ timeout: 60_000 });

  test('items are added, validated, sorted, edited, checked, unchecked and deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerAccount(request));
    await openShoppingList(page);

    await test.step('an empty list says how to fill it', async () => {
      await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Add items manually or generate them from your meal plan.', { exact: true }),
      ).toBeVisible();
    });

    await test.step('the dialog checks its fields (spec 5)', async () => {
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = dialogTitled(page, 'Add Shopping List Item');
      await expect(dialog.getByLabel('Item Name')).toHaveAttribute('placeholder', 'e.g. Milk');
      await expect(dialog.getByLabel('Amount')).toHaveAttribute('step', '0.1');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog.getByText('Item name is required')).toBeVisible();
      await dialog.getByLabel('Item Name').fill('milk');
      await dialog.getByLabel('Amount').fill('0');
      await dialog.getByLabel('Unit').fill('   ');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
      await expect(dialog.getByText('Unit is required')).toBeVisible();
      await expect(dialog.getByText('Item name is required')).toBeHidden();
      await dialog.getByLabel('Amount').fill('2');
      await dialog.getByLabel('Unit').fill('l');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(itemCheckbox(page, 'milk (2 l)')).not.toBeChecked();
    });

    await test.step('items without amount or unit, sorted by name whatever the case', async () => {
      for (const name of ['Bread', 'apples']) {
        await page.getByRole('button', { name: 'Add Item' }).click();
        const dialog = dialogTitled(page, 'Add Shopping List Item');
        await dialog.getByLabel('Item Name').fill(name);
        await dialog.getByRole('button', { name: 'Add Item' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(shoppingRows(page)).toHaveText(['apples', 'Bread', 'milk (2 l)']);
    });

    await test.step('edit an item in its prefilled dialog', async () => {
      await page.getByRole('button', { name: 'Edit milk' }).click();
      const dialog = dialogTitled(page, 'Edit Shopping List Item');
      await expect(dialog.getByLabel('Item Name')).toHaveValue('milk');
      await expect(dialog.getByLabel('Amount')).toHaveValue('2');
      await expect(dialog.getByLabel('Unit')).toHaveValue('l');
      await dialog.getByLabel('Item Name').fill('Milk');
      await dialog.getByLabel('Amount').fill('1.5');
      await dialog.getByRole('button', { name: 'Update Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(shoppingRows(page)).toHaveText(['apples', 'Bread', 'Milk (1.5 l)']);
    });

    await test.step('check an item: struck through, and still so after a reload', async () => {
      const checked = itemSaved(page);
      await toggleCheckbox(itemCheckbox(page, 'Milk (1.5 l)'));
      await expect(itemCheckbox(page, 'Milk (1.5 l)')).toBeChecked();
      await expect(labelOf(page, 'Milk (1.5 l)')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(labelOf(page, 'Bread')).toHaveCSS('text-decoration-line', 'none');
      expect((await checked).ok()).toBe(true);
      await page.reload();
      await expect(itemCheckbox(page, 'Milk (1.5 l)')).toBeChecked();
    });

    await test.step('uncheck it again, from the keyboard', async () => {
      const unchecked = itemSaved(page);
      await itemCheckbox(page, 'Milk (1.5 l)').focus();
      await page.keyboard.press('Space');
      await expect(itemCheckbox(page, 'Milk (1.5 l)')).not.toBeChecked();
      await expect(labelOf(page, 'Milk (1.5 l)')).toHaveCSS('text-decoration-line', 'none');
      expect((await unchecked).ok()).toBe(true);
      await page.reload();
      await expect(itemCheckbox(page, 'Milk (1.5 l)')).not.toBeChecked();
    });

    await test.step('delete an item', async () => {
      await page.getByRole('button', { name: 'Delete Bread' }).click();
      await expect(shoppingRows(page)).toHaveText(['apples', 'Milk (1.5 l)']);
      await page.reload();
      await expect(shoppingRows(page)).toHaveText(['apples', 'Milk (1.5 l)']);
    });
  });

  test('a check the server refuses is set back with a message', async ({ page, request }) => {
    const account = await registerAccount(request);
    const session = await apiSession(request, account);
    await addItemThroughApi(request, session.token, { userId: session.id }, { name: 'Coffee' });
    await signIn(page, account);
    await openShoppingList(page);

    // The server's answer waits until the test has seen the box ticked: the tick does not wait for it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/shoppinglistitem/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await answered;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });

    const coffee = itemCheckbox(page, 'Coffee');
    await toggleCheckbox(coffee);
    await expect(coffee).toBeChecked();
    answer();
    await expect(page.getByText('Could not check Coffee, so it was set back.')).toBeVisible();
    await expect(coffee).not.toBeChecked();
    await expect(labelOf(page, 'Coffee')).toHaveCSS('text-decoration-line', 'none');
  });

  test("a recipe's chosen ingredients are added, scaled to the servings", async ({ page, request }) => {
    const account = await registerAccount(request);
    const { token } = await apiSession(request, account);
    const recipe = await seedRecipe(request, token, {
      name: uniqueName('Tomato soup'),
      servings: 2,
      ingredients: [
        { name: 'Tomatoes', amount: 4, unit: 'pcs' },
        { name: 'Onion', amount: 1, unit: 'pcs' },
        { name: 'Stock', amount: 0.5, unit: 'l' },
      ],
    });
    await signIn(page, account);
    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Ingredients to Shopping List' });
    await expect(dialog.getByText('Adding to your shopping list.')).toBeVisible();
    await expect(dialog.getByLabel('Servings')).toHaveValue('2');
    for (const label of ['Tomatoes (4 pcs)', 'Onion (1 pcs)', 'Stock (0.5 l)']) {
      await expect(dialog.getByRole('checkbox', { name: label })).toBeChecked();
    }
    await dialog.getByLabel('Servings').fill('0');
    await expect(dialog.getByText('Must serve at least 1 person')).toBeVisible();
    await dialog.getByLabel('Servings').fill('5');
    await expect(dialog.getByRole('checkbox', { name: 'Tomatoes (10 pcs)' })).toBeChecked();
    const onion = dialog.getByRole('checkbox', { name: 'Onion (2.5 pcs)' });
    await toggleCheckbox(onion);
    await expect(onion).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Add to Shopping List' }).click();
    await expect(
      dialog.getByText(`Added 2 ingredients of ${recipe.name} to your shopping list.`),
    ).toBeVisible();

    await dialog.getByRole('link', { name: 'Go to Shopping List' }).click();
    await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
    await expect(shoppingRows(page)).toHaveText(['Stock (1.25 l)', 'Tomatoes (10 pcs)']);
  });

  test("the week's plan makes a list, with a shared ingredient on one line", async ({ page, request }) => {
    const account = await registerAccount(request);
    const session = await apiSession(request, account);
    const owner = { userId: session.id };
    const pancakes = await seedRecipe(request, session.token, {
      name: uniqueName('Pancakes'),
      ingredients: [
        { name: 'Flour', amount: 600, unit: 'g' },
        { name: 'Eggs', amount: 2, unit: 'pcs' },
      ],
    });
    const bread = await seedRecipe(request, session.token, {
      name: uniqueName('Bread'),
      ingredients: [
        { name: 'flour', amount: 0.5, unit: 'kg' },
        { name: 'Yeast', amount: 7, unit: 'g' },
      ],
    });
    // Planned next week, so the week has to be picked: the dialog starts on this one.
    const thisMonday = mondayOf(today());
    const nextMonday = addDays(thisMonday, 7);
    await planRecipeThroughApi(request, session.token, owner, nextMonday, pancakes.id);
    await planRecipeThroughApi(request, session.token, owner, addDays(nextMonday, 2), bread.id);
    await signIn(page, account);
    await openShoppingList(page);

    await page.getByRole('button', { name: 'Generate from meal plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate from Meal Plan' });
    await expect(dialog.getByText(weekRangeLabel(thisMonday), { exact: true })).toBeVisible();
    await expect(dialog.getByText('This week', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next Week' }).click();
    const nextRange = weekRangeLabel(nextMonday);
    await expect(dialog.getByText(nextRange, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous Week' }).click();
    await expect(dialog.getByText(weekRangeLabel(thisMonday), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next Week' }).click();
    await dialog.getByRole('button', { name: 'Generate List' }).click();

    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Shopping list generated from the meal plan for ${nextRange}: 3 items added.`),
    ).toBeVisible();
    await expect(shoppingRows(page)).toHaveText(['Eggs (2 pcs)', 'Flour (1.1 kg)', 'Yeast (7 g)']);
  });

  test('a group has its own list, shown while acting as the group', async ({ page, request }) => {
    const account = await registerAccount(request);
    const session = await apiSession(request, account);
    const group = await createGroupThroughApi(request, session.token, uniqueName('Household'));
    await addItemThroughApi(request, session.token, { userId: session.id }, { name: 'Shampoo' });
    await addItemThroughApi(
      request,
      session.token,
      { groupId: group.id },
      { name: 'Coffee', amount: 1, unit: 'kg' },
    );
    await signIn(page, account);
    await openShoppingList(page);
    await expect(shoppingRows(page)).toHaveText(['Shampoo']);

    await chooseViewingAs(page, 'Me', group.name);
    await expect(page.getByText(`The shared list of ${group.name}.`)).toBeVisible();
    await expect(shoppingRows(page)).toHaveText(['Coffee (1 kg)']);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = dialogTitled(page, 'Add Shopping List Item');
    await dialog.getByLabel('Item Name').fill('Tea');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(shoppingRows(page)).toHaveText(['Coffee (1 kg)', 'Tea']);

    await chooseViewingAs(page, group.name, 'Me');
    await expect(shoppingRows(page)).toHaveText(['Shampoo']);
    await expect(page.getByText(`The shared list of ${group.name}.`)).toBeHidden();
  });
});
