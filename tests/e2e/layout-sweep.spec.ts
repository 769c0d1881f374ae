import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { today as todayDate } from '#shared/meal-plans/week';
import { dialogTitled, e2eAdmin, registerAccount, signInThroughApi } from './support/app';
import { calendarWidths, dialogWidths, sweep, widths } from './support/layout';
import { dayLabel, mealPlanDay, pickerTitle, thisWeek } from './support/meal-plans';
import { addMemberThroughApi, createGroupThroughApi } from './support/people';
import { apiSession, seedRecipe, uniqueName } from './support/recipes';
import { addItemThroughApi, planRecipeThroughApi } from './support/shopping';

/** A cook with a group (so chefs show), a recipe with a long name, planned on every day of this week. */
const seedKitchen = async (request: APIRequestContext) => {
  const cook = await registerAccount(request);
  const member = await registerAccount(request);
  const { id: userId, token } = await apiSession(request, cook);
  const group = await createGroupThroughApi(request, token, uniqueName('Household'));
  await addMemberThroughApi(request, token, group.id, member);
  const recipe = await seedRecipe(request, token, {
    name: uniqueName('Slow-roasted tomato and red pepper soup'),
    description: 'A soup for cold evenings, with bread on the side.',
    prepTime: 20,
    cookTime: 95,
    servings: 4,
    ingredients: [
      { name: 'Tomatoes', amount: 6, unit: 'pcs' },
      { name: 'Vegetable stock', amount: 0.75, unit: 'l' },
    ],
    instructions: [
      'Roast the tomatoes and peppers for 1 hour 10 minutes.',
      'Blend with the stock and season.',
    ],
  });
  return { cook, userId, token, group, recipe };
};

/** The screen's main heading is there and nothing is loading any more. */
const expectScreen = async (page: Page, heading: string) => {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
};

/** Opens a dialog, sweeps the widths with it open, and closes it. */
const sweepDialog = async (page: Page, open: () => Promise<unknown>, dialog: Locator, name: string) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Loading/)).toHaveCount(0);
  const found = await sweep(page, name, dialogWidths);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return found;
};

test.describe('layout at every width', { tag: '@desktop-only' }, () => {
  test('no screen scrolls sideways or breaks a word from 320 to 1440 px, or trips the CSP', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Anything the Content-Security-Policy blocks (or a library probing it, such as an eval check)
    // is a console error in production and a Lighthouse best-practices failure.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );
    const { cook, userId, token, recipe } = await seedKitchen(request);
    for (const date of thisWeek().slice(0, 3))
      await planRecipeThroughApi(request, token, { userId }, date, recipe.id);
    await addItemThroughApi(request, token, { userId }, { name: 'Sourdough bread', amount: 1, unit: 'loaf' });

    const found: string[] = [];
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      found.push(...(await sweep(page, path)));
    }

    await signInThroughApi(page, request, cook);
    const screens: [string, string][] = [
      // Only this test's recipes: others running meanwhile may name theirs with words too long to
      // fit a phone's card, which the card then rightly breaks.
      ['/recipes?mine=1', 'Recipes'],
      [`/recipes/${recipe.id}`, recipe.name],
      [`/recipes/${recipe.id}/cook`, recipe.name],
      ['/meal-plan', 'Meal Plan'],
      ['/shopping-list', 'Shopping List'],
      ['/my-page', 'My Page'],
      ['/not-authorized', '403'],
      ['/privacy-policy', 'Privacy Policy'],
    ];
    for (const [path, heading] of screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expectScreen(page, heading);
      found.push(...(await sweep(page, path)));
    }
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("the meal plan's List and Calendar views, as a group with every day planned, and the recipe's kitchen settings", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { cook, userId, token, group, recipe } = await seedKitchen(request);
    const week = thisWeek();
    for (const date of week)
      await planRecipeThroughApi(request, token, { groupId: group.id }, date, recipe.id);
    await planRecipeThroughApi(request, token, { userId }, week[2], recipe.id);
    await signInThroughApi(page, request, cook);
    await page.addInitScript(
      (context) => localStorage.setItem('w4dActingContext', context),
      JSON.stringify({ type: 'group', id: group.id, name: group.name }),
    );

    const found: string[] = [];
    for (const view of ['List', 'Calendar'] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/meal-plan');
      await expectScreen(page, 'Meal Plan');
      await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: view }).click();
      await expect(page.locator(`[data-view="${view.toLowerCase()}"]`)).toBeVisible();
      await expect(mealPlanDay(page, week[0]).getByRole('link', { name: recipe.name })).toBeVisible();
      found.push(
        ...(await sweep(page, `/meal-plan (${view})`, view === 'Calendar' ? calendarWidths : widths)),
      );
    }

    // The recipe as a kitchen shows it: more servings and US units lengthen every line.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/recipes/${recipe.id}?servings=12&units=us`);
    await expectScreen(page, recipe.name);
    found.push(...(await sweep(page, '/recipes/{id} (12 servings, US units)')));
    await page.goto(`/recipes/${recipe.id}/cook?step=2&servings=12&units=us`);
    await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
    found.push(...(await sweep(page, '/recipes/{id}/cook (step 2)')));
    expect(found).toEqual([]);
  });

  test("the recipe screens' dialogs, and the Import Recipe tabs", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { cook, recipe } = await seedKitchen(request);
    await signInThroughApi(page, request, cook);
    const found: string[] = [];

    await page.goto('/recipes?mine=1');
    await expectScreen(page, 'Recipes');
    const form = dialogTitled(page, 'Add New Recipe');
    found.push(
      ...(await sweepDialog(
        page,
        async () => {
          await page.getByRole('button', { name: 'Add Recipe' }).click();
          // Submitted empty: every message shows under its field.
          await form.getByRole('button', { name: 'Add Recipe' }).click();
          await expect(form.getByText('Recipe name is required')).toBeVisible();
        },
        form,
        'Add New Recipe',
      )),
    );
    const importer = dialogTitled(page, 'Import Recipe');
    for (const tab of ['Web address', 'Bookmarklet', 'Paste text']) {
      found.push(
        ...(await sweepDialog(
          page,
          async () => {
            await page.getByRole('button', { name: 'Import Recipe' }).click();
            await importer.getByRole('tab', { name: tab }).click();
            await expect(importer.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          },
          importer,
          `Import Recipe (${tab})`,
        )),
      );
    }

    await page.goto(`/recipes/${recipe.id}`);
    await expectScreen(page, recipe.name);
    for (const [button, title] of [
      ['Add to Meal Plan', 'Add to Meal Plan'],
      ['Rate Recipe', 'Rate Recipe'],
      ['Add to Shopping List', 'Add Ingredients to Shopping List'],
    ] as const) {
      const dialog = dialogTitled(page, title);
      found.push(
        ...(await sweepDialog(
          page,
          () => page.getByRole('button', { name: button, exact: true }).click(),
          dialog,
          title,
        )),
      );
    }

    expect(found).toEqual([]);
  });

  test("the meal plan's and the shopping list's dialogs", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { cook, userId, token, recipe } = await seedKitchen(request);
    const today = todayDate();
    await planRecipeThroughApi(request, token, { userId }, today, recipe.id);
    await signInThroughApi(page, request, cook);
    const found: string[] = [];

    await page.goto('/meal-plan');
    await expectScreen(page, 'Meal Plan');
    const day = mealPlanDay(page, today);
    for (const [button, title] of [
      [`Add recipe to ${dayLabel(today)}`, pickerTitle(today)],
      [`Add note for ${dayLabel(today)}`, 'Add Note'],
    ] as const) {
      found.push(
        ...(await sweepDialog(
          page,
          () => day.getByRole('button', { name: button }).click(),
          dialogTitled(page, title),
          title,
        )),
      );
    }

    await page.goto('/shopping-list');
    await expectScreen(page, 'Shopping List');
    const itemDialog = dialogTitled(page, 'Add Shopping List Item');
    found.push(
      ...(await sweepDialog(
        page,
        () => page.getByRole('button', { name: 'Add Item' }).click(),
        itemDialog,
        'Add Shopping List Item',
      )),
    );
    expect(found).toEqual([]);
  });

  test('the admin panel neither', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signInThroughApi(page, request, e2eAdmin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'All Users' })).toBeVisible();
    expect(await sweep(page, '/admin')).toEqual([]);
  });
});
