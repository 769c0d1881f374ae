import { expect, type Page, test } from '@playwright/test';
import { pseudoLocale } from '#shared/i18n/pseudo-locale';
import { expectAccessible } from './support/a11y';
import { e2eAdmin, registerAccount, signInThroughApi } from './support/app';
import { sweep } from './support/layout';
import { thisWeek } from './support/meal-plans';
import { apiSession, seedRecipe } from './support/recipes';
import { addItemThroughApi, planRecipeThroughApi } from './support/shopping';

/**
 * Issue 26: the pseudo-locale (every text accented and 40% longer, as German and French run) and
 * Arabic (right to left) pass the same layout sweep as English, 320 to 1440 px: no sideways
 * scroll, no word broken inside, and the accessibility check. In the pseudo-locale every text of
 * the app is accented, so a plain English word left on a screen is a text that never reached the
 * catalogue: the sweep lists those too (the test's own data excepted).
 */

/** The test's own data, named in plain words on purpose: they are the user's, never translated. */
const data = {
  recipe: 'Tomato soup',
  ingredient: 'Tomatoes',
  item: 'Sourdough bread',
};
/**
 * Words that are no text of the app's: its name, people's data, the browser's name in the device
 * list, and what `Intl` and date-fns write for dates (the pseudo-locale formats them as English).
 */
const untranslatable = new RegExp(
  `^(${[
    'Recipe|Planner|E2E|example|com|admin|user|Playwright|Chrome|Chromium|Linux',
    'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday',
    'January|February|March|April|June|July|August|September|October|November|December',
    'less|than|about|minute|minutes|hour|hours|days|ago',
  ].join('|')})$`,
);

/** Visible words of four or more plain English letters outside the test's data: untranslated texts. */
const plainEnglish = (page: Page, allowed: string[]) =>
  page.evaluate(
    ({ allowed, untranslatable }) => {
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('script, style, title, [data-user-text]')) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        let text = node.textContent ?? '';
        for (const value of allowed) text = text.replaceAll(value, ' ');
        for (const [word] of text.matchAll(/\b[A-Za-z]{4,}\b/g))
          if (!new RegExp(untranslatable).test(word))
            found.add(`${word} ("${(node.textContent ?? '').trim().slice(0, 40)}")`);
      }
      return [...found];
    },
    { allowed, untranslatable: untranslatable.source },
  );

/** The screen has its main heading and has finished loading what it shows. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

for (const locale of [pseudoLocale, 'ar'] as const) {
  test.describe(`in ${locale === 'ar' ? 'Arabic' : 'the pseudo-locale'}`, { tag: '@desktop-only' }, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('w4dLanguage', chosen), locale);
    });

    test('every screen fits from 320 to 1440 px and passes the accessibility check', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const cook = await registerAccount(request);
      const { id: userId, token } = await apiSession(request, cook);
      const recipe = await seedRecipe(request, token, {
        name: data.recipe,
        description: 'Hot',
        prepTime: 20,
        cookTime: 95,
        servings: 4,
        ingredients: [{ name: data.ingredient, amount: 1.5, unit: 'kg' }],
        instructions: ['Roast', 'Blend'],
      });
      for (const date of thisWeek().slice(0, 2))
        await planRecipeThroughApi(request, token, { userId }, date, recipe.id);
      await addItemThroughApi(request, token, { userId }, { name: data.item, amount: 1, unit: 'loaf' });
      const allowed = [...Object.values(data), cook.name, cook.email, 'Hot', 'Roast', 'Blend', 'loaf', 'kg'];

      const found: string[] = [];
      const untranslated: string[] = [];
      const check = async (path: string) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expectAccessible(page, `${path} in ${locale}`);
        if (locale === pseudoLocale)
          untranslated.push(...(await plainEnglish(page, allowed)).map((word) => `${path}: ${word}`));
        found.push(...(await sweep(page, `${path} (${locale})`)));
      };

      for (const path of ['/login', '/register', '/forgot-password', '/privacy-policy']) await check(path);
      await signInThroughApi(page, request, cook);
      for (const path of [
        '/recipes?mine=1',
        `/recipes/${recipe.id}`,
        `/recipes/${recipe.id}/cook`,
        '/meal-plan',
        '/shopping-list',
        '/my-page',
      ])
        await check(path);
      expect(found).toEqual([]);
      expect(untranslated).toEqual([]);
    });

    test('the admin panel fits too', async ({ page, request }) => {
      test.setTimeout(60_000);
      await signInThroughApi(page, request, e2eAdmin);
      await page.goto('/admin');
      await settled(page);
      await expectAccessible(page, `/admin in ${locale}`);
      expect(await sweep(page, `/admin (${locale})`)).toEqual([]);
    });
  });
}
