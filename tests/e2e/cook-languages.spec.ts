import { expect, type Page, test } from '@playwright/test';
import { inLanguage } from './support/catalogue';
import { swipe, twoStepToast } from './support/cook';
import { ingredientsOf, signedInWithRecipe, uniqueName } from './support/recipes';

const de = inLanguage('de');
const ar = inLanguage('ar');

/** This device's language (as the sign-in page's menu keeps it), then the page again. */
const showIn = async (page: Page, locale: string) => {
  await page.evaluate((chosen) => localStorage.setItem('w4dLanguage', chosen), locale);
};

test.describe('recipes in other languages (issue 26)', () => {
  test("the recipe page writes amounts with the language's decimal sign", { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const { recipe } = await signedInWithRecipe(page, request, {
      name: uniqueName('Kartoffelsuppe'),
      servings: 4,
      ingredients: ingredientsOf(['Kartoffeln', 1.25, 'kg']),
      instructions: ['Boil the potatoes for 20 minutes.'],
    });
    await showIn(page, 'de');
    await page.goto(`/recipes/${recipe.id}?units=as-written`);
    await expect(page.getByRole('heading', { name: de('recipes.ingredients') })).toBeVisible();
    await expect(
      page.getByRole('list', { name: de('recipes.ingredients') }).getByRole('listitem'),
    ).toHaveText(['Kartoffeln: 1,25 kg']);
    await page.getByRole('button', { name: de('cook.cook') }).click();
    await expect(page.getByRole('button', { name: '20 Minuten', exact: true })).toBeVisible();
  });

  test('cook mode in Arabic runs right to left: Previous on the right, and the keys and swipes follow', async ({
    page,
    request,
  }) => {
    const { recipe } = await signedInWithRecipe(page, request, twoStepToast());
    await showIn(page, 'ar');
    await page.goto(`/recipes/${recipe.id}/cook`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText(ar('cook.stepOf', { step: 1, steps: 2 }));

    const previous = await page.getByRole('button', { name: ar('cook.previous') }).boundingBox();
    const next = await page.getByRole('button', { name: ar('cook.next') }).boundingBox();
    expect(previous?.x ?? 0).toBeGreaterThan(next?.x ?? 0);

    await page.keyboard.press('ArrowLeft');
    await expect(heading).toHaveText(ar('cook.stepOf', { step: 2, steps: 2 }));
    await page.keyboard.press('ArrowRight');
    await expect(heading).toHaveText(ar('cook.stepOf', { step: 1, steps: 2 }));

    // A swipe to the right brings the next step in from the left, the way the text runs.
    await swipe(page.getByText('Toast the bread.'), 100, 300);
    await expect(heading).toHaveText(ar('cook.stepOf', { step: 2, steps: 2 }));
  });
});
