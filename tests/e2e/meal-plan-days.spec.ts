import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/app';
import {
  addDays,
  chooseInPicker,
  dayLabel,
  mealPlanDay,
  openMealPlan,
  thisMonday,
  thisWeek,
} from './support/meal-plans';
import { registeredSession, seedRecipe, uniqueName } from './support/recipes';
import {
  addItemThroughApi,
  openShoppingList,
  planPancakesThroughApi,
  planRecipeThroughApi,
  shoppingRows,
} from './support/shopping';

/** Issue 17, planning: notes, meals, moving and copying recipes between days, Copy last week. */

/** The recipes a day shows under a meal's heading. */
const mealOf = (page: Page, date: string, meal: string) =>
  mealPlanDay(page, date).getByRole('list', { name: `${meal} on ${dayLabel(date)}` });

/** Picks the meal in a dialog and confirms with its button; the dialog closes. */
const chooseMeal = async (dialog: Locator, meal: string, confirm: string) => {
  await dialog.getByLabel('Meal').selectOption(meal);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
};

/** The recipe is planned for that meal of the day, and the day has no Dinner left. */
const expectOnlyIn = async (page: Page, date: string, meal: string, recipeName: string) => {
  await expect(mealOf(page, date, meal).getByRole('link', { name: recipeName })).toBeVisible();
  await expect(mealOf(page, date, 'Dinner')).toHaveCount(0);
};

/** Drags with the mouse as a person would: press on the handle, move in steps, release over the target. */
const drag = async (page: Page, handle: Locator, target: Locator) => {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 40), { steps: 15 });
  await page.mouse.up();
};

test.describe('planning the days', () => {
  test('a note, a recipe for Lunch, Move or copy from the keyboard, and dragging to another day', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { account, session, mine } = await registeredSession(request);
    const [stew, salad] = [
      await seedRecipe(request, session.token, { name: uniqueName('Drag Stew') }),
      await seedRecipe(request, session.token, { name: uniqueName('Lunch Salad') }),
    ];
    const [monday, tuesday, wednesday, thursday, friday] = thisWeek();
    await planRecipeThroughApi(request, session.token, mine, monday, stew.id);

    await signIn(page, account);
    await openMealPlan(page);

    await test.step('a note for a day', async () => {
      await mealPlanDay(page, tuesday)
        .getByRole('button', { name: `Add note for ${dayLabel(tuesday)}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add Note' });
      await dialog.getByLabel('Note').fill('  eating out ');
      await dialog.getByRole('button', { name: 'Save Note' }).click();
      await expect(dialog).toBeHidden();
      await expect(mealPlanDay(page, tuesday).getByText('eating out', { exact: true })).toBeVisible();
      await mealPlanDay(page, tuesday)
        .getByRole('button', { name: `Edit note for ${dayLabel(tuesday)}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Note' });
      await expect(edit.getByLabel('Note')).toHaveValue('eating out');
      await edit.getByLabel('Note').fill('leftovers');
      await edit.getByRole('button', { name: 'Save Note' }).click();
      await expect(edit).toBeHidden();
      await expect(mealPlanDay(page, tuesday).getByText('leftovers', { exact: true })).toBeVisible();
    });

    await test.step('a recipe for Lunch through the picker; the planned one is Dinner', async () => {
      await expect(mealOf(page, monday, 'Dinner').getByRole('link', { name: stew.name })).toBeVisible();
      const picker = await chooseInPicker(page, wednesday, salad.name);
      await expect(picker.getByLabel('Meal')).toHaveValue('Dinner');
      await chooseMeal(picker, 'Lunch', 'Add to Meal Plan');
      await expectOnlyIn(page, wednesday, 'Lunch', salad.name);
    });

    await test.step('Move or copy from the keyboard', async () => {
      await mealPlanDay(page, wednesday)
        .getByRole('button', { name: `Move or copy ${salad.name}` })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Move or copy ${salad.name}` });
      await expect(dialog.getByLabel('Day')).toHaveValue(wednesday);
      await expect(dialog.getByLabel('Meal')).toHaveValue('Lunch');
      await dialog.getByLabel('Day').selectOption(thursday);
      await dialog.getByLabel('Meal').selectOption('Dinner');
      await dialog.getByRole('button', { name: 'Copy' }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(mealOf(page, wednesday, 'Lunch').getByRole('link', { name: salad.name })).toBeVisible();
      await expect(mealOf(page, thursday, 'Dinner').getByRole('link', { name: salad.name })).toBeVisible();

      await mealPlanDay(page, thursday)
        .getByRole('button', { name: `Move or copy ${salad.name}` })
        .click();
      const again = page.getByRole('dialog', { name: `Move or copy ${salad.name}` });
      await again.getByLabel('Day').selectOption(friday);
      await again.getByRole('button', { name: 'Move' }).click();
      await expect(again).toBeHidden();
      await expect(mealOf(page, friday, 'Dinner').getByRole('link', { name: salad.name })).toBeVisible();
      await expect(mealPlanDay(page, thursday).getByText('No recipes')).toBeVisible();

      // Another meal of the same day.
      await mealPlanDay(page, friday)
        .getByRole('button', { name: `Move or copy ${salad.name}` })
        .click();
      const meal = page.getByRole('dialog', { name: `Move or copy ${salad.name}` });
      await chooseMeal(meal, 'Snack', 'Move');
      await expectOnlyIn(page, friday, 'Snack', salad.name);
    });

    await test.step('drag a recipe from Monday to Tuesday', async () => {
      const handle = mealPlanDay(page, monday).getByRole('button', {
        name: `Drag ${stew.name} to another day`,
      });
      await drag(page, handle, mealPlanDay(page, tuesday));
      await expect(mealOf(page, tuesday, 'Dinner').getByRole('link', { name: stew.name })).toBeVisible();
      await expect(mealPlanDay(page, monday).getByText('No recipes')).toBeVisible();
      // The note stays with its day.
      await expect(mealPlanDay(page, tuesday).getByText('leftovers', { exact: true })).toBeVisible();
    });
  });

  test('Copy last week fills the empty days and says which were skipped', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account, session, mine } = await registeredSession(request);
    const [soup, pie] = [
      await seedRecipe(request, session.token, { name: uniqueName('Copied Soup') }),
      await seedRecipe(request, session.token, { name: uniqueName('Kept Pie') }),
    ];
    const monday = thisMonday();
    await planRecipeThroughApi(request, session.token, mine, addDays(monday, -7), soup.id);
    await planRecipeThroughApi(request, session.token, mine, addDays(monday, -5), soup.id);
    await planRecipeThroughApi(request, session.token, mine, addDays(monday, 2), pie.id);

    await signIn(page, account);
    await openMealPlan(page);
    await page.getByRole('button', { name: 'Copy last week' }).click();
    await expect(page.getByText('Copied 1 day; 1 day already had a plan.')).toBeVisible();
    await expect(mealOf(page, monday, 'Dinner').getByRole('link', { name: soup.name })).toBeVisible();
    // Wednesday had a plan: it keeps it, without last week's soup.
    await expect(mealPlanDay(page, addDays(monday, 2)).getByRole('link', { name: pie.name })).toBeVisible();
    await expect(mealPlanDay(page, addDays(monday, 2)).getByRole('link', { name: soup.name })).toHaveCount(0);
  });

  test('the plan makes a shopping list without what is already on it', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { account, session, mine } = await registeredSession(request);
    await planPancakesThroughApi(request, session, thisMonday(), 'Listed Pancakes');
    await addItemThroughApi(request, session.token, mine, { name: 'flour', amount: 1, unit: 'kg' });

    await signIn(page, account);
    await openShoppingList(page);
    await page.getByRole('button', { name: 'Generate from meal plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate from Meal Plan' });
    await dialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/: 1 item added, 1 item left out \(already on the list\)\.$/)).toBeVisible();
    // The generated line says the day it was planned for; the hand-added one says nothing.
    await expect(shoppingRows(page)).toHaveText([
      `Eggs (2 pcs)From ${dayLabel(thisMonday())}`,
      'flour (1 kg)',
    ]);
  });

  test('one tap on the meal plan puts the week on the shopping list, leaving out what is there', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account, session, mine } = await registeredSession(request);
    await planPancakesThroughApi(request, session, addDays(thisMonday(), 3), 'Tapped Pancakes');
    await addItemThroughApi(request, session.token, mine, { name: 'eggs', amount: 6, unit: 'pcs' });

    await signIn(page, account);
    await openMealPlan(page);
    await page.getByRole('button', { name: 'Add week to shopping list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Shopping list generated' })).toHaveText(
      /: 1 item added, 1 item left out \(already on the list\)\.$/,
    );
    await openShoppingList(page);
    await expect(shoppingRows(page)).toHaveText([
      'eggs (6 pcs)',
      `Flour (600 g)From ${dayLabel(addDays(thisMonday(), 3))}`,
    ]);
  });
});
