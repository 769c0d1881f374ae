import { expect, type Page, test } from '@playwright/test';
import { addDays, today } from '#shared/meal-plans/week';
import { postThroughApi } from './support/api';
import { newAccount, registerAccount, signIn } from './support/app';
import { createGroupThroughApi } from './support/people';
import { apiSession, seedRecipe, uniqueName } from './support/recipes';

const feedUrl = /^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/;

/** The Calendar feed section's row for one calendar ('Me' or a group's name). */
const feedRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Calendar feed' }).getByRole('group', { name, exact: true });

test('My Page makes a private calendar link that a calendar app fetches without signing in; it can be reset and turned off', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const account = await registerAccount(page.request, newAccount('calendar'));
  const session = await apiSession(page.request, account);
  const recipe = await seedRecipe(page.request, session.token, { name: uniqueName('Feed soup') });
  const groupName = uniqueName('Feed home');
  await createGroupThroughApi(page.request, session.token, groupName);
  await postThroughApi(
    page.request,
    session.token,
    '/api/mealplan/create',
    {
      data: {
        id: crypto.randomUUID(),
        date: addDays(today(), 1),
        userId: session.id,
        recipes: [{ id: recipe.id }],
      },
    },
    'ok',
  );

  await signIn(page, account);
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { name: 'Calendar feed', level: 2 })).toBeVisible();
  // One calendar for the user's own plans and one per group, each without a link yet.
  await expect(feedRow(page, groupName).getByRole('button', { name: 'Create feed link' })).toBeVisible();
  const mine = feedRow(page, 'Me');

  await mine.getByRole('button', { name: 'Create feed link' }).click();
  const field = mine.getByLabel('Calendar feed URL for Me');
  await expect(field).toHaveValue(feedUrl);
  await expect(field).toHaveAttribute('readonly', '');
  // When it was made, in the browser's language (Playwright's is en-US): one nobody made stands out.
  await expect(
    mine.getByText(new RegExp(`^Link made [A-Z][a-z]{2} \\d{1,2}, ${new Date().getFullYear()}, `)),
  ).toBeVisible();
  const first = await field.inputValue();

  // A calendar app: the address alone, no Authorization header (page.request sends none).
  const fetched = await page.request.get(first);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await fetched.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${recipe.name}`);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await mine.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await mine.getByRole('button', { name: 'Reset link' }).click();
  const reset = page.getByRole('alertdialog', { name: 'Reset link' });
  await expect(reset.getByText('The current link stops working')).toBeVisible();
  await reset.getByRole('button', { name: 'Reset link' }).click();
  await expect(reset).toBeHidden();
  await expect(field).not.toHaveValue(first);
  await expect(field).toHaveValue(feedUrl);
  const second = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  await mine.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('alertdialog', { name: 'Turn off' });
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(mine.getByRole('button', { name: 'Create feed link' })).toBeVisible();
  await expect(mine.getByLabel('Calendar feed URL for Me')).toHaveCount(0);
  expect((await page.request.get(second)).status()).toBe(404);
});
