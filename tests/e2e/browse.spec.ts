import { expect, type Page, test } from '@playwright/test';
import { isPhone, logOut, registerAccount, signIn } from './support/app';
import {
  apiSession,
  cardNames,
  rateThroughApi,
  registeredSession,
  searchFor,
  seedRecipe,
  uniqueName,
} from './support/recipes';

/** How many recipe cards are wholly on screen, without scrolling. */
const cardsInView = (page: Page) =>
  page
    .getByRole('list', { name: 'Recipes' })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      }),
    )
    .then((cards) => cards.length);

test.describe('browsing recipes', () => {
  test('cards are compact: 8 or more in view on a desktop, 3 or more on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { account: cook, token } = await registeredSession(request);
    const word = uniqueName('Compact');
    for (let index = 0; index < 10; index += 1)
      await seedRecipe(request, token, {
        name: `${word} dish ${index}`,
        prepTime: 10,
        cookTime: 20,
        servings: 4,
      });
    await signIn(page, cook);
    await page.goto(`/recipes?q=${encodeURIComponent(word)}`);
    await expect(cardNames(page)).toHaveCount(10);
    const card = page.getByRole('article').filter({ hasText: `${word} dish 0` });
    // Name, rating, total time and servings on the card.
    await expect(card.getByRole('img', { name: 'Not rated yet (0 ratings)' })).toBeVisible();
    await expect(card.getByText('Total time 30 min')).toBeVisible();
    await expect(card.getByText('Serves 4')).toBeVisible();
    expect(await cardsInView(page)).toBeGreaterThanOrEqual(isPhone(page) ? 3 : 8);
  });

  test("a reload starts the list's read before the app's code runs, reads it once, and shows it fresh", {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account: cook, token } = await registeredSession(request);
    const word = uniqueName('Early');
    await seedRecipe(request, token, { name: `${word} first` });
    await signIn(page, cook);
    await page.goto(`/recipes?q=${encodeURIComponent(word)}`);
    await expect(cardNames(page)).toHaveText([`${word} first`]);

    // Which reads index.html's inline script started, seen as it leaves them for the app.
    await page.addInitScript(() => {
      let reads: unknown;
      Object.defineProperty(window, '__w4dEarlyReads', {
        configurable: true,
        get: () => reads,
        set: (value: Record<string, unknown>) => {
          reads = value;
          (window as unknown as { startedEarly: string[] }).startedEarly = Object.keys(value);
        },
      });
    });
    const listReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/recipes')
        listReads.push(sent.url());
    });
    await seedRecipe(request, token, { name: `${word} second` });
    await page.reload();
    await expect(cardNames(page)).toHaveText([`${word} second`, `${word} first`]);
    const startedEarly = await page.evaluate(
      () => (window as unknown as { startedEarly?: string[] }).startedEarly,
    );
    expect(
      startedEarly?.some(
        (address) =>
          address.startsWith('/api/recipes?') &&
          new URL(address, 'http://app').searchParams.get('searchTerm') === word,
      ),
    ).toBe(true);
    expect(listReads).toHaveLength(1);

    // Which pages read what is no one else's business: signing out forgets it.
    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('w4dFirstReads'))).toBeNull();
  });

  test('filters by own recipes, minimum rating and total time, kept in the address', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const cook = await registerAccount(request);
    const other = await registerAccount(request);
    const mine = await apiSession(request, cook);
    const theirs = await apiSession(request, other);
    const word = uniqueName('Filtered');
    await seedRecipe(request, mine.token, { name: `${word} quick salad`, prepTime: 10, cookTime: null });
    await seedRecipe(request, mine.token, { name: `${word} slow stew`, prepTime: 20, cookTime: 120 });
    const loved = await seedRecipe(request, theirs.token, {
      name: `${word} loved pie`,
      prepTime: 15,
      cookTime: 30,
    });
    await rateThroughApi(request, mine.token, loved.id, 5);

    await signIn(page, cook);
    await page.goto('/recipes');
    await searchFor(page, word);
    await expect(cardNames(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'My recipes' }).click();
    await expect(page).toHaveURL(/[?&]mine=1/);
    await expect(cardNames(page)).toHaveText([`${word} slow stew`, `${word} quick salad`]);
    await page.getByLabel('Maximum total time').selectOption({ label: '30 min or less' });
    await expect(cardNames(page)).toHaveText([`${word} quick salad`]);
    await expect(page).toHaveURL(/[?&]time=30/);

    // Back undoes the last filter, forward redoes it.
    await page.goBack();
    await expect(cardNames(page)).toHaveCount(2);
    await expect(page.getByLabel('Maximum total time')).toHaveValue('');
    await page.goForward();
    await expect(cardNames(page)).toHaveText([`${word} quick salad`]);

    await page.getByRole('button', { name: 'My recipes' }).click();
    await page.getByLabel('Maximum total time').selectOption('');
    await page.getByLabel('Minimum rating').selectOption({ label: '4.5 stars & up' });
    await expect(cardNames(page)).toHaveText([`${word} loved pie`]);

    // A shared link shows the same list in a new tab.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(cardNames(shared)).toHaveText([`${word} loved pie`]);
    await expect(shared.getByLabel('Minimum rating')).toHaveValue('4.5');
    await expect(shared.getByPlaceholder('Search recipes...')).toHaveValue(word);

    await page.getByLabel('Maximum total time').selectOption({ label: '15 min or less' });
    await expect(page.getByText('No recipes match these filters.', { exact: false })).toBeVisible();
  });

  test('a list that fails to load offers Retry', { tag: '@desktop-only' }, async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    // Refused until the test lets it through (a 4xx: the client does not retry by itself).
    let failing = true;
    await page.route('**/api/recipes?*', (route) =>
      failing ? route.fulfill({ status: 400, json: { message: 'Nope' } }) : route.continue(),
    );
    await page.goto('/recipes?sort=Name');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch recipes' });
    await expect(failure).toBeVisible();
    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Recipes' }).or(page.getByText('No recipes yet')),
    ).toBeVisible();
  });
});
