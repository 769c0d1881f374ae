import { expect, type Page, test } from '@playwright/test';
import { addDays, mondayOf, today } from '#shared/meal-plans/week';
import { dayLabel, weekRangeLabel } from '#web/lib/day-labels';
import { dialogTitled, signIn, signInAsNew } from './support/app';
import { chooseViewingAs, createGroupThroughApi } from './support/people';
import {
  ingredientsOf,
  registeredSession,
  seedRecipe,
  signedInWithRecipe,
  uniqueName,
} from './support/recipes';
import {
  addItemThroughApi,
  addListItem,
  itemCheckbox,
  itemSaved,
  openShoppingList,
  planPancakesThroughApi,
  planRecipeThroughApi,
  sectionHeadings,
  sectionRows,
  shoppingRows,
  showTicked,
  tickedToggle,
  toggleCheckbox,
} from './support/shopping';
import { moveWithKeyboard } from './support/sortable';

/** The struck-through look of a bought item is on the row's label. */
const labelOf = (page: Page, label: string) =>
  shoppingRows(page)
    .filter({ has: itemCheckbox(page, label) })
    .locator('[data-part="label"]');

test.describe('shopping list', () => {
  // Each test signs in (a deliberately slow password hash) and sets up data through the API.
  test.describe.configure({ timeout: 60_000 });

  test('items are added, validated, sorted, edited, checked, unchecked and deleted', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNew(page);
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

    await test.step('items without amount or unit, by store section, then by name whatever the case', async () => {
      for (const name of ['Bread', 'apples']) await addListItem(page, { name });
      await expect(shoppingRows(page)).toHaveText(['apples', 'milk (2 l)', 'Bread']);
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
      await expect(shoppingRows(page)).toHaveText(['apples', 'Milk (1.5 l)', 'Bread']);
    });

    await test.step('check an item: struck through, and still so after a reload', async () => {
      const checked = itemSaved(page);
      await toggleCheckbox(itemCheckbox(page, 'Milk (1.5 l)'));
      // A ticked item sinks to the Ticked part (closed at first on a phone).
      await showTicked(page);
      await expect(itemCheckbox(page, 'Milk (1.5 l)')).toBeChecked();
      await expect(labelOf(page, 'Milk (1.5 l)')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(labelOf(page, 'Bread')).toHaveCSS('text-decoration-line', 'none');
      expect((await checked).ok()).toBe(true);
      await page.reload();
      await showTicked(page);
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

  test('a check the server refuses is set back with a message', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account, token, mine } = await registeredSession(request);
    await addItemThroughApi(request, token, mine, { name: 'Coffee' });
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
    await showTicked(page);
    await expect(coffee).toBeChecked();
    answer();
    await expect(page.getByText('Could not check Coffee, so it was set back.')).toBeVisible();
    await expect(coffee).not.toBeChecked();
    await expect(labelOf(page, 'Coffee')).toHaveCSS('text-decoration-line', 'none');
  });

  test("a recipe's chosen ingredients are added, scaled to the servings", { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { recipe } = await signedInWithRecipe(page, request, {
      name: uniqueName('Tomato soup'),
      servings: 2,
      ingredients: ingredientsOf(['Tomatoes', 4, 'pcs'], ['Onion', 1, 'pcs'], ['Stock', 0.5, 'l']),
    });
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
    // By section (Produce before Pantry), each saying which recipe it came from.
    await expect(shoppingRows(page)).toHaveText([
      `Tomatoes (10 pcs)From ${recipe.name}`,
      `Stock (1.25 l)From ${recipe.name}`,
    ]);
  });

  test("the week's plan makes a list, with a shared ingredient on one line", {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account, session, mine } = await registeredSession(request);
    const bread = await seedRecipe(request, session.token, {
      name: uniqueName('Bread'),
      ingredients: ingredientsOf(['flour', 0.5, 'kg'], ['Yeast', 7, 'g']),
    });
    // Planned next week, so the week has to be picked: the dialog starts on this one.
    const thisMonday = mondayOf(today());
    const nextMonday = addDays(thisMonday, 7);
    await planPancakesThroughApi(request, session, nextMonday);
    await planRecipeThroughApi(request, session.token, mine, addDays(nextMonday, 2), bread.id);
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
    // Each line says the day it was planned for, or the week when more than one day needs it.
    await expect(shoppingRows(page)).toHaveText([
      `Eggs (2 pcs)From ${dayLabel(nextMonday)}`,
      `Flour (1.1 kg)From the week of ${nextRange}`,
      `Yeast (7 g)From ${dayLabel(addDays(nextMonday, 2))}`,
    ]);
  });

  test('a group has its own list, shown while acting as the group', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account, token, mine } = await registeredSession(request);
    const group = await createGroupThroughApi(request, token, uniqueName('Household'));
    const ours = { groupId: group.id };
    await addItemThroughApi(request, token, mine, { name: 'Shampoo' });
    await addItemThroughApi(request, token, ours, { name: 'Coffee', amount: 1, unit: 'kg' });
    await signIn(page, account);
    await openShoppingList(page);
    await expect(shoppingRows(page)).toHaveText(['Shampoo']);

    await chooseViewingAs(page, 'Me', group.name);
    await expect(page.getByText(`The shared list of ${group.name}.`)).toBeVisible();
    await expect(shoppingRows(page)).toHaveText(['Coffee (1 kg)']);
    await addListItem(page, { name: 'Tea' });
    await expect(shoppingRows(page)).toHaveText(['Coffee (1 kg)', 'Tea']);

    await chooseViewingAs(page, group.name, 'Me');
    await expect(shoppingRows(page)).toHaveText(['Shampoo']);
    await expect(page.getByText(`The shared list of ${group.name}.`)).toBeHidden();
  });

  test('ticked items sink to a Ticked part; Clear ticked removes them and Undo brings them back', async ({
    page,
    request,
  }) => {
    const { account, token, mine } = await registeredSession(request);
    for (const name of ['Eggs', 'Bread', 'Apples']) await addItemThroughApi(request, token, mine, { name });
    await signIn(page, account);
    await openShoppingList(page);
    await expect(tickedToggle(page)).toBeHidden();

    await test.step('a tick moves the item down, with Undo', async () => {
      const saved = itemSaved(page);
      await toggleCheckbox(itemCheckbox(page, 'Eggs'));
      expect((await saved).ok()).toBe(true);
      const undo = page.getByRole('status').filter({ hasText: 'Ticked Eggs' });
      await expect(undo).toBeVisible();
      await expect(tickedToggle(page)).toHaveText('Ticked (1)');
      const phone = (page.viewportSize()?.width ?? 0) < 768;
      await expect(tickedToggle(page)).toHaveAttribute('aria-expanded', phone ? 'false' : 'true');
      await expect(shoppingRows(page)).toHaveText(phone ? ['Apples', 'Bread'] : ['Apples', 'Bread', 'Eggs']);
      // Undo puts it back among the items to buy, on the server too.
      const unticked = itemSaved(page);
      await undo.getByRole('button', { name: 'Undo' }).click();
      expect((await unticked).ok()).toBe(true);
      await expect(tickedToggle(page)).toBeHidden();
      await page.reload();
      await expect(shoppingRows(page)).toHaveText(['Apples', 'Eggs', 'Bread']);
    });

    await test.step('Clear ticked removes the ticked items; Undo restores them', async () => {
      // From the keyboard: once Eggs has moved down, the focus is on the next row's box.
      const eggsSaved = itemSaved(page);
      await itemCheckbox(page, 'Eggs').focus();
      await page.keyboard.press('Space');
      await eggsSaved;
      await expect(itemCheckbox(page, 'Bread')).toBeFocused();
      const breadSaved = itemSaved(page);
      await page.keyboard.press('Space');
      await breadSaved;
      await showTicked(page);
      await expect(tickedToggle(page)).toHaveText('Ticked (2)');
      await expect(shoppingRows(page)).toHaveText(['Apples', 'Bread', 'Eggs']);
      await page.getByRole('button', { name: 'Clear ticked' }).click();
      const undo = page.getByRole('status').filter({ hasText: 'Cleared 2 ticked items' });
      await expect(undo).toBeVisible();
      await expect(shoppingRows(page)).toHaveText(['Apples']);
      await expect(tickedToggle(page)).toBeHidden();
      // Undo is reached from the keyboard: the focus was not taken from where the user was.
      await undo.getByRole('button', { name: 'Undo' }).focus();
      await page.keyboard.press('Enter');
      await showTicked(page);
      await expect(shoppingRows(page)).toHaveText(['Apples', 'Bread', 'Eggs']);
      await expect(itemCheckbox(page, 'Eggs')).toBeChecked();
      await page.reload();
      await showTicked(page);
      await expect(shoppingRows(page)).toHaveText(['Apples', 'Bread', 'Eggs']);
    });
  });

  test('a deleted item comes back with Undo, with its amount and where it came from', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { recipe } = await signedInWithRecipe(page, request, {
      name: uniqueName('Omelette'),
      servings: 2,
      ingredients: ingredientsOf(['Eggs', 6, 'pcs']),
    });
    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ingredients to Shopping List' });
    await dialog.getByRole('button', { name: 'Add to Shopping List' }).click();
    await dialog.getByRole('link', { name: 'Go to Shopping List' }).click();
    const row = `Eggs (6 pcs)From ${recipe.name}`;
    await expect(shoppingRows(page)).toHaveText([row]);

    await page.getByRole('button', { name: 'Delete Eggs' }).click();
    const undo = page.getByRole('status').filter({ hasText: 'Removed Eggs' });
    await expect(undo).toBeVisible();
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(shoppingRows(page)).toHaveText([row]);
    await page.reload();
    await expect(shoppingRows(page)).toHaveText([row]);
  });

  test('items are grouped by store section; a corrected section is kept for that name', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account, token, mine } = await registeredSession(request);
    for (const name of ['Toilet paper', 'Milk', 'Gizmo', 'Salmon', 'Tomatoes', 'Oat milk'])
      await addItemThroughApi(request, token, mine, { name });
    await signIn(page, account);
    await openShoppingList(page);
    await expect(sectionHeadings(page)).toHaveText(['Produce', 'Dairy', 'Meat & Fish', 'Household', 'Other']);
    await expect(sectionRows(page, 'Dairy')).toHaveText(['Milk', 'Oat milk']);

    await page.getByRole('button', { name: 'Edit Oat milk' }).click();
    const dialog = dialogTitled(page, 'Edit Shopping List Item');
    await expect(dialog.getByLabel('Section')).toHaveValue('Dairy');
    await dialog.getByLabel('Section').selectOption('Drinks');
    await dialog.getByRole('button', { name: 'Update Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(sectionRows(page, 'Drinks')).toHaveText(['Oat milk']);
    await expect(sectionHeadings(page)).toHaveText([
      'Produce',
      'Dairy',
      'Meat & Fish',
      'Drinks',
      'Household',
      'Other',
    ]);

    // Deleted and added again, whatever the case: the household's choice holds for that name.
    await page.getByRole('button', { name: 'Delete Oat milk' }).click();
    await expect(sectionRows(page, 'Drinks')).toHaveCount(0);
    await addListItem(page, { name: 'OAT MILK' });
    await expect(sectionRows(page, 'Drinks')).toHaveText(['OAT MILK']);
    await page.reload();
    await expect(sectionRows(page, 'Drinks')).toHaveText(['OAT MILK']);
  });

  test("a group's order of sections is set by dragging from the keyboard and kept", async ({
    page,
    request,
  }) => {
    const { account, token } = await registeredSession(request);
    const group = await createGroupThroughApi(request, token, uniqueName('Shop order'));
    for (const name of ['Bread', 'Apples', 'Milk'])
      await addItemThroughApi(request, token, { groupId: group.id }, { name });
    await signIn(page, account);
    await openShoppingList(page);
    await chooseViewingAs(page, 'Me', group.name);
    await expect(sectionHeadings(page)).toHaveText(['Produce', 'Dairy', 'Bakery']);

    await page.getByRole('button', { name: 'Section order' }).click();
    const dialog = dialogTitled(page, 'Section order');
    await moveWithKeyboard(
      page,
      dialog.getByRole('button', { name: 'Reorder Bakery' }),
      [
        ['ArrowUp', 'Section 3 is over position 2.'],
        ['ArrowUp', 'Section 3 is over position 1.'],
      ],
      'Section 3 was dropped at position 1.',
    );
    await expect(dialog.getByRole('listitem').first()).toHaveText('Bakery');
    await dialog.getByRole('button', { name: 'Save Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(sectionHeadings(page)).toHaveText(['Bakery', 'Produce', 'Dairy']);
    await page.reload();
    await expect(sectionHeadings(page)).toHaveText(['Bakery', 'Produce', 'Dairy']);
    // The user's own list keeps the usual order.
    await chooseViewingAs(page, group.name, 'Me');
    await expect(page.getByText('Shopping list is empty', { exact: true })).toBeVisible();
  });
});
