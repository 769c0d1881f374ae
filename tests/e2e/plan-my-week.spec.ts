import { expect, type Page, test } from '@playwright/test';
import { dialogTitled, signIn } from './support/app';
import { dayLabel, mealPlanDay, openMealPlan, thisWeek } from './support/meal-plans';
import { registeredSession, seedNumberedRecipes, uniqueWord } from './support/recipes';

/** Issue 27, "Plan my week": rules, a proposal, Suggest another, Keep, and a rule named unmet. */

/** The proposed recipe of a day (one meal planned: Dinner). */
const proposedOn = (page: Page, date: string) =>
  mealPlanDay(page, date)
    .getByRole('list', { name: `Proposed: ${dayLabel(date)}` })
    .getByRole('link');

test('plans a week under its rules, suggests another for one day, keeps it, and names a rule it cannot keep', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account, token } = await registeredSession(request);
  // A tag no other test uses: a rule of seven dinners with it makes the planner choose among these.
  const tag = uniqueWord('weeknight-');
  const names = await seedNumberedRecipes(request, token, `${tag} dish`, 8, { tags: [tag], cookTime: 25 });
  const week = thisWeek();

  await signIn(page, account);
  await openMealPlan(page);

  await test.step('the Planning rules dialog keeps a tag rule and the default no-repeat window', async () => {
    await page.getByRole('button', { name: 'Planning rules' }).click();
    const dialog = dialogTitled(page, 'Planning rules');
    await expect(dialog.getByLabel('No recipe again within (days)')).toHaveValue('14');
    await dialog.getByRole('button', { name: 'Add a tag rule' }).click();
    await dialog.getByLabel('Tag', { exact: true }).fill(tag);
    await dialog.getByLabel('At least').fill('7');
    await dialog.getByLabel('Monday').fill('40');
    await dialog.getByText('Favourites', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save rules' }).click();
    await expect(dialog).toBeHidden();
    // Opened again, it shows what was saved.
    await page.getByRole('button', { name: 'Planning rules' }).click();
    await expect(dialog.getByLabel('Tag', { exact: true })).toHaveValue(tag);
    await expect(dialog.getByLabel('At least')).toHaveValue('7');
    await expect(dialog.getByLabel('Monday')).toHaveValue('40');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  const proposed = new Map<string, string>();
  await test.step('Plan my week proposes a dinner for every day, marked, and saves nothing', async () => {
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const panel = page.getByRole('region', { name: 'Proposed week' });
    await expect(panel.getByText('Nothing is saved until you keep it.')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    for (const date of week) {
      await expect(proposedOn(page, date)).toHaveCount(1);
      const name = (await proposedOn(page, date).textContent()) ?? '';
      expect(names).toContain(name);
      proposed.set(date, name);
    }
    expect(new Set(proposed.values()).size).toBe(7);
    await expect(page.locator('[data-proposed]')).toHaveCount(7);
    await expect(panel.getByRole('status')).toHaveCount(0);
  });

  await test.step('Suggest another replaces just that day, under the same rules', async () => {
    const wednesday = week[2];
    const before = proposed.get(wednesday) ?? '';
    // Six other dishes are proposed, none may come twice, and seven need the tag: only one is left.
    const left = names.find((name) => ![...proposed.values()].includes(name)) ?? '';
    await mealPlanDay(page, wednesday)
      .getByRole('button', { name: `Suggest another instead of ${before}` })
      .click();
    await expect(proposedOn(page, wednesday)).toHaveText(left);
    for (const date of week.filter((date) => date !== wednesday))
      await expect(proposedOn(page, date)).toHaveText(proposed.get(date) ?? '');
    proposed.set(wednesday, left);
  });

  await test.step('Keep saves the proposal: the days show their dinners, no longer proposed', async () => {
    await page.getByRole('region', { name: 'Proposed week' }).getByRole('button', { name: 'Keep' }).click();
    await expect(page.getByText('7 recipes added to the plan.')).toBeVisible();
    await expect(page.locator('[data-proposed]')).toHaveCount(0);
    for (const date of week) {
      await expect(
        mealPlanDay(page, date)
          .getByRole('list', { name: `Dinner on ${dayLabel(date)}` })
          .getByRole('link', { name: proposed.get(date) }),
      ).toBeVisible();
    }
    await page.reload();
    await expect(mealPlanDay(page, week[2]).getByRole('link', { name: proposed.get(week[2]) })).toBeVisible();
  });

  await test.step('next week cannot have seven of them again within 14 days: the rule is named', async () => {
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const panel = page.getByRole('region', { name: 'Proposed week' });
    await expect(panel.getByRole('status')).toContainText('Some rules could not be kept:');
    await expect(panel.getByRole('status')).toContainText(
      `At least 7 recipes tagged “${tag}”: not enough of them fit the other rules.`,
    );
    await panel.getByRole('button', { name: 'Discard' }).click();
    await expect(panel).toHaveCount(0);
  });
});
