import { expect, test } from '@playwright/test';
import { today } from '#shared/meal-plans/week';
import { isPhone, newAccount, registerAccount, signIn } from './support/app';
import {
  addDays,
  addThroughPicker,
  dayButton,
  dayLabel,
  mealPlanDay,
  openMealPlan,
  openPicker,
  thisMonday,
  thisWeek,
  weekRangeLabel,
} from './support/meal-plans';
import { addMemberThroughApi, chooseViewingAs, createGroupThroughApi } from './support/people';
import {
  apiToken,
  cardNames,
  registeredSession,
  searchFor,
  seedNumberedRecipes,
  seedRecipe,
  uniqueName,
} from './support/recipes';

test.describe('meal plan page', () => {
  test('plans recipes across a week for yourself, pages the weeks and removes a recipe', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [monday, , wednesday, , friday] = thisWeek();
    const { account, token } = await registeredSession(request);
    const prefix = uniqueName('Weekly');
    // Seven recipes share the prefix: one more than the picker's page of six.
    const names = await seedNumberedRecipes(request, token, prefix, 7);

    await signIn(page, account);
    await openMealPlan(page);

    await test.step('the week from Monday, today highlighted, in the layout for the width', async () => {
      await expect(page.getByRole('heading', { name: weekRangeLabel(thisMonday()), level: 2 })).toBeVisible();
      for (const date of thisWeek()) await expect(mealPlanDay(page, date)).toBeVisible();
      await expect(mealPlanDay(page, today())).toHaveAttribute('aria-current', 'date');
      await expect(mealPlanDay(page, today()).getByText('Today')).toBeVisible();
      await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
      const layout = page.getByRole('group', { name: 'Layout' });
      if (isPhone(page)) {
        // List-only at 768 px or less: no toggle, one card per day, stacked.
        await expect(layout).toHaveCount(0);
        const first = await mealPlanDay(page, monday).boundingBox();
        const second = await mealPlanDay(page, addDays(monday, 1)).boundingBox();
        expect(second!.y).toBeGreaterThan(first!.y);
      } else {
        // Wider than 912 px: the calendar first, seven columns side by side; the list a click away.
        const calendar = layout.getByRole('button', { name: 'Calendar' });
        await expect(calendar).toHaveAttribute('aria-pressed', 'true');
        const first = await mealPlanDay(page, monday).boundingBox();
        const last = await mealPlanDay(page, addDays(monday, 6)).boundingBox();
        expect(last!.x).toBeGreaterThan(first!.x);
        expect(last!.y).toBe(first!.y);
        await layout.getByRole('button', { name: 'List' }).click();
        await expect(layout.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
        await expect
          .poll(async () => (await mealPlanDay(page, addDays(monday, 6)).boundingBox())!.y)
          .toBeGreaterThan(first!.y);
        await calendar.click();
        await expect(calendar).toHaveAttribute('aria-pressed', 'true');
      }
      // Acting as oneself: no chefs to assign.
      await expect(page.getByRole('button', { name: /^Assign chefs for/ })).toHaveCount(0);
    });

    await test.step('the picker searches, pages by six and shows a recipe before adding it', async () => {
      const picker = await openPicker(page, monday);
      await picker.getByPlaceholder('Search recipes...').fill(prefix);
      // The results are busy from the keystroke until the search (after its pause) has loaded.
      await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(picker.getByText('7 recipes found')).toBeAttached();
      const choices = picker.getByRole('list', { name: 'Recipes to choose from' }).getByRole('button');
      await expect(choices).toHaveCount(6);
      await expect(picker.getByText('Page 1 of 2')).toBeVisible();
      await picker.getByRole('button', { name: 'Next' }).click();
      await expect(picker.getByText('Page 2 of 2')).toBeVisible();
      await expect(choices).toHaveCount(1);
      // Newest first: the first one made is alone on page 2.
      await choices.first().click();
      await expect(picker.getByRole('heading', { name: names[0] })).toBeVisible();
      await picker.getByRole('button', { name: 'Back' }).click();
      await expect(choices).toHaveCount(1);
      await choices.first().click();
      await picker.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(picker).toBeHidden();
      await expect(mealPlanDay(page, monday).getByRole('link', { name: names[0] })).toBeVisible();
    });

    await test.step('two more recipes on other days', async () => {
      await addThroughPicker(page, wednesday, names[1]!);
      await addThroughPicker(page, friday, names[2]!);
      await expect(mealPlanDay(page, addDays(monday, 1)).getByText('No recipes')).toBeVisible();
    });

    await test.step('to the next week and back', async () => {
      await page.getByRole('button', { name: 'Next week' }).click();
      const next = addDays(monday, 7);
      await expect(page.getByRole('heading', { name: weekRangeLabel(next), level: 2 })).toBeVisible();
      await expect(mealPlanDay(page, next).getByText('No recipes')).toBeVisible();
      await expect(page.getByRole('link', { name: names[0] })).toHaveCount(0);
      await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page.getByRole('heading', { name: weekRangeLabel(monday), level: 2 })).toBeVisible();
      await expect(mealPlanDay(page, monday).getByRole('link', { name: names[0] })).toBeVisible();
    });

    await test.step('remove a recipe; the plan survives a reload', async () => {
      await mealPlanDay(page, wednesday)
        .getByRole('button', { name: `Remove ${names[1]} from ${dayLabel(wednesday)}` })
        .click();
      await expect(mealPlanDay(page, wednesday).getByText('No recipes')).toBeVisible();
      await page.reload();
      await expect(mealPlanDay(page, wednesday).getByText('No recipes')).toBeVisible();
      await expect(mealPlanDay(page, friday).getByRole('link', { name: names[2] })).toBeVisible();
      await expect(mealPlanDay(page, monday).getByRole('link', { name: names[0] })).toBeVisible();
    });
  });

  test('plans for a group and assigns two chefs; Viewing as switches the plan', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { account: owner, token: ownerToken } = await registeredSession(request, newAccount('owner'));
    const member = await registerAccount(request, newAccount('cook'));
    const group = await createGroupThroughApi(request, ownerToken, uniqueName('Kitchen'));
    await addMemberThroughApi(request, ownerToken, group.id, member);
    const names = [uniqueName('Group stew'), uniqueName('Group pie'), uniqueName('Group salad')];
    for (const name of names) await seedRecipe(request, ownerToken, { name });
    const [, tuesday, , thursday, , saturday] = thisWeek();

    await signIn(page, owner);
    await chooseViewingAs(page, 'Me', group.name);
    await openMealPlan(page);
    // Whose plan this is, on the page itself.
    await expect(page.getByText(`The shared meal plan of ${group.name}.`)).toBeVisible();

    await test.step('three recipes across the group week', async () => {
      await addThroughPicker(page, tuesday, names[0]!);
      await addThroughPicker(page, thursday, names[1]!);
      await addThroughPicker(page, saturday, names[2]!);
    });

    await test.step('assign two chefs to a day', async () => {
      const day = mealPlanDay(page, tuesday);
      await expect(day.getByRole('heading', { name: 'Chefs' })).toBeVisible();
      await expect(day.getByText('No chefs assigned')).toBeVisible();
      await dayButton(page, tuesday, 'Assign chefs for').click();
      const dialog = page.getByRole('dialog', { name: 'Assign Chef(s)' });
      await dialog.getByRole('checkbox', { name: owner.name }).check();
      await dialog.getByRole('checkbox', { name: member.name }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const chefs = day.getByRole('list', { name: 'Chefs' }).getByRole('listitem');
      await expect(chefs).toHaveText([owner.name, member.name].sort((a, b) => a.localeCompare(b)));
      // Neither chef chose an avatar colour: the pills are green.
      await expect(chefs.first()).toHaveCSS('background-color', 'rgb(0, 128, 0)');

      // The dialog opens with the day's chefs ticked; unticking one and saving leaves the other.
      await dayButton(page, tuesday, 'Assign chefs for').click();
      await expect(dialog.getByRole('checkbox', { name: member.name })).toBeChecked();
      await dialog.getByRole('checkbox', { name: member.name }).uncheck();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(chefs).toHaveText([owner.name]);
    });

    await test.step("switching 'Viewing as' reloads the page for the other owner", async () => {
      await chooseViewingAs(page, group.name, 'Me');
      await expect(mealPlanDay(page, tuesday).getByText('No recipes')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Assign chefs for/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Chefs' })).toHaveCount(0);
      await chooseViewingAs(page, 'Me', group.name);
      await expect(mealPlanDay(page, tuesday).getByRole('link', { name: names[0] })).toBeVisible();
    });

    await test.step('the other member sees the group plan and its chef', async () => {
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signIn(page, member);
      await chooseViewingAs(page, 'Me', group.name);
      await openMealPlan(page);
      const day = mealPlanDay(page, tuesday);
      await expect(day.getByRole('link', { name: names[0] })).toBeVisible();
      await expect(day.getByRole('list', { name: 'Chefs' }).getByRole('listitem')).toHaveText([owner.name]);
    });
  });

  test('adds a recipe from its card and from its detail page', async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = await registerAccount(request);
    const name = uniqueName('Card soup');
    await seedRecipe(request, await apiToken(request, account), { name });
    const week = thisWeek();
    const thursday = week[3];
    const nextMonday = addDays(week[0], 7);

    await signIn(page, account);
    await searchFor(page, name);
    await expect(cardNames(page)).toHaveText([name]);

    await test.step('from the card', async () => {
      await page.getByRole('button', { name: `Add ${name} to meal plan` }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
      await expect(dialog.getByRole('heading', { name: weekRangeLabel(week[0]) })).toBeVisible();
      await dialog.getByRole('button', { name: 'Next Week' }).click();
      await expect(dialog.getByRole('heading', { name: weekRangeLabel(nextMonday) })).toBeVisible();
      await dialog.getByRole('button', { name: 'Previous Week' }).click();
      await expect(dialog.getByRole('heading', { name: weekRangeLabel(week[0]) })).toBeVisible();

      const day = dialog.getByLabel('Day');
      await expect(day.locator('option')).toHaveText([
        'Choose a day...',
        ...week.map((date) => `${dayLabel(date)}: No recipes`),
      ]);
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText('Choose a day first.')).toBeVisible();
      await day.selectOption(thursday);
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText(`Added ${name} to ${dayLabel(thursday)}.`)).toBeVisible();
      await expect(day.locator('option').nth(4)).toHaveText(`${dayLabel(thursday)}: ${name}`);
      // Adding it again changes nothing, and says so instead of "Added".
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText(`${name} is already on ${dayLabel(thursday)}.`)).toBeVisible();
      await expect(dialog.getByText(`Added ${name} to ${dayLabel(thursday)}.`)).toBeHidden();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('from the detail page, for next week', async () => {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
      await dialog.getByRole('button', { name: 'Next Week' }).click();
      await expect(dialog.getByRole('heading', { name: weekRangeLabel(nextMonday) })).toBeVisible();
      await dialog.getByLabel('Day').selectOption(nextMonday);
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText(`Added ${name} to ${dayLabel(nextMonday)}.`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('both show on the meal plan page', async () => {
      await openMealPlan(page);
      await expect(mealPlanDay(page, thursday).getByRole('link', { name })).toBeVisible();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(mealPlanDay(page, nextMonday).getByRole('link', { name })).toBeVisible();
      // A planned recipe links to its page.
      await mealPlanDay(page, nextMonday).getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    });
  });
});

test.describe('meal plan layout and failures', () => {
  // Sign-in hashes a password (scrypt): on a busy machine these short tests need more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('honours both narrow-screen thresholds', { tag: '@desktop-only' }, async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await openMealPlan(page);
    const layout = page.getByRole('group', { name: 'Layout' });
    const pressed = (name: string) => layout.getByRole('button', { name });

    // Above 912 px: the calendar first.
    await expect(pressed('Calendar')).toHaveAttribute('aria-pressed', 'true');
    // 912 px or less: a list first, the calendar still offered.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(pressed('List')).toHaveAttribute('aria-pressed', 'true');
    await pressed('Calendar').click();
    await expect(pressed('Calendar')).toHaveAttribute('aria-pressed', 'true');
    // 768 px or less: a list and nothing else.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(layout).toHaveCount(0);
    const [monday] = thisWeek();
    const first = await mealPlanDay(page, monday).boundingBox();
    const second = await mealPlanDay(page, addDays(monday, 1)).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);
    // Just above it the toggle is back.
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(layout).toBeVisible();
  });

  test('remembers the calendar or list choice between visits', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    await openMealPlan(page);
    const layout = page.getByRole('group', { name: 'Layout' });
    await layout.getByRole('button', { name: 'List' }).click();
    await page.goto('/recipes');
    await openMealPlan(page);
    await expect(layout.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(layout.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("the picker shows 'Loading recipes...', and 'Failed to create or retrieve the meal plan.' when the day's plan cannot be made", {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const account = await registerAccount(request);
    const name = uniqueName('Unplannable');
    await seedRecipe(request, await apiToken(request, account), { name });
    const [, tuesday] = thisWeek();
    await signIn(page, account);
    await openMealPlan(page);
    // The create-or-get call fails; adding the recipe itself never gets that far.
    await page.route('**/api/mealplan', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
        : route.fallback(),
    );
    // The picker's first page is held back until its loading state has been seen.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    await page.route('**/api/recipes?*pageSize=6*', async (route) => {
      await listHeld;
      await route.fallback();
    });
    const picker = await openPicker(page, tuesday);
    await expect(picker.getByRole('status').filter({ hasText: 'Loading recipes...' })).toBeVisible();
    releaseList();
    await expect(picker.getByRole('status').filter({ hasText: 'Loading recipes...' })).toHaveCount(0);
    await picker.getByPlaceholder('Search recipes...').fill(name);
    await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0);
    await picker.getByRole('button', { name, exact: true }).click();
    await picker.getByRole('button', { name: 'Add to Meal Plan' }).click();
    await expect(picker.getByRole('alert')).toHaveText('Failed to create or retrieve the meal plan.');
    // The picker stays open to try again; nothing was planned.
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(mealPlanDay(page, tuesday).getByText('No recipes')).toBeVisible();
  });
});
