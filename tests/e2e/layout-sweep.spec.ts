import { expect, type Page, test } from '@playwright/test';
import { e2eAdmin, registerAccount, signInThroughApi } from './support/app';
import { thisWeek } from './support/meal-plans';
import { addMemberThroughApi, createGroupThroughApi } from './support/people';
import { apiSession, seedRecipe, uniqueName } from './support/recipes';
import { addItemThroughApi, planRecipeThroughApi } from './support/shopping';

/** Every width from a small phone to a wide desktop, with the meal-plan week's troublesome band. */
const widths = [320, 360, 390, 480, 600, 768, 769, 850, 912, 913, 950, 1000, 1024, 1280, 1440];

interface LayoutProblems {
  /** How far the page scrolls sideways, in px (0: not at all). */
  overflow: number;
  /** Words the browser split over two lines. */
  brokenWords: string[];
  /** The elements that stick out when the page scrolls sideways. */
  culprits: string[];
}

/** Sideways scrolling, and words split inside (checked by the lines each word's box falls on). */
const layoutProblems = (page: Page): Promise<LayoutProblems> =>
  page.evaluate(() => {
    const root = document.documentElement;
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, option, title')) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text sits in a 1 px box on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-–—/]{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) brokenWords.push(match[0]);
      }
    }
    const overflow = root.scrollWidth - root.clientWidth;
    // Name the innermost elements that stick out, so a failure says where to look.
    const culprits =
      overflow > 0
        ? [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .filter(
              (element) =>
                ![...element.children].some(
                  (child) => child.getBoundingClientRect().right > root.clientWidth + 0.5,
                ),
            )
            .slice(0, 3)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
            )
        : [];
    return { overflow, brokenWords, culprits };
  });

/** Resizes through every width and collects what is wrong at each, so one run names them all. */
const sweep = async (page: Page, screen: string) => {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Let layout-dependent renders (phone or desktop header, week layout) settle.
    await page.waitForTimeout(150);
    const { overflow, brokenWords, culprits } = await layoutProblems(page);
    if (overflow > 0)
      found.push(`${screen} at ${width} px scrolls sideways by ${overflow} px (${culprits.join(', ')})`);
    if (brokenWords.length > 0) found.push(`${screen} at ${width} px breaks ${brokenWords.join(', ')}`);
  }
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
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      found.push(...(await sweep(page, path)));
    }
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
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
