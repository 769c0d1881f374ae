import { expect, test } from '@playwright/test';
import { today } from '#shared/meal-plans/week';
import { dialogTitled, newAccount } from './support/app';
import { inLanguage } from './support/catalogue';
import { uniqueName } from './support/recipes';
import { toggleCheckbox } from './support/shopping';

/**
 * Issue 26: a household signs up and runs the main flow in German (their browser's language) and
 * in Arabic (chosen on the registration page): add a recipe, plan it, put the week on the
 * shopping list, tick an item. Every word is found in that language's catalogue.
 */
for (const { locale, browser, choose } of [
  { locale: 'de', browser: 'de-DE', choose: false },
  { locale: 'ar', browser: 'en-US', choose: true },
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: browser });

    test('signs up, adds a recipe, plans it, puts the week on the list and ticks an item', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const say = inLanguage(locale);
      const account = newAccount(`flow-${locale}`);
      // Named as other tests name theirs: the layout sweep knows the tag, which a narrow picker breaks.
      const recipe = uniqueName(locale === 'de' ? 'Linsensuppe' : 'شوربة عدس');
      const ingredient = locale === 'de' ? 'Linsen' : 'عدس';

      await test.step('register and sign in', async () => {
        await page.goto('/register');
        if (choose) await page.getByLabel(inLanguage('en')('common.language')).selectOption(locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { name: say('auth.registerTitle') })).toBeVisible();
        await page.getByLabel(say('auth.name')).fill(account.name);
        await page.getByLabel(say('auth.email'), { exact: true }).fill(account.email);
        await page.getByLabel(say('auth.password'), { exact: true }).fill(account.password);
        await page.getByLabel(say('auth.confirmPassword')).fill(account.password);
        await page.getByRole('button', { name: say('auth.register'), exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        // The address changes before the sign-in form replaces the registration form, whose
        // password field has the same label: a password typed at once went into the old form.
        await expect(page.getByRole('heading', { name: say('auth.signInTitle'), level: 1 })).toBeVisible();
        await page.getByLabel(say('auth.password'), { exact: true }).fill(account.password);
        await page.getByRole('button', { name: say('auth.signIn'), exact: true }).click();
        await expect(page.getByRole('heading', { name: say('recipes.title'), level: 1 })).toBeVisible();
      });

      await test.step('add a recipe with an amount in the language’s decimals', async () => {
        await page.getByRole('button', { name: say('recipes.addRecipe') }).click();
        const form = dialogTitled(page, say('recipes.addNewRecipe'));
        await form.getByLabel(say('recipes.name'), { exact: true }).fill(recipe);
        await form.getByLabel(say('recipes.description'), { exact: true }).fill('…');
        await form.getByRole('button', { name: say('recipes.addIngredient') }).click();
        await form.getByLabel(say('recipes.ingredientName', { number: 1 })).fill(ingredient);
        await form.getByLabel(say('recipes.ingredientAmount', { number: 1 })).fill('1.5');
        await form.getByLabel(say('recipes.ingredientUnit', { number: 1 })).fill('kg');
        await form.getByLabel(say('recipes.stepNumber', { number: 1 }), { exact: true }).fill('…');
        await form.getByRole('button', { name: say('recipes.addRecipe') }).click();
        await expect(form).toBeHidden();
        await page.getByRole('link', { name: recipe }).first().click();
        await expect(page.getByRole('heading', { name: recipe, level: 1 })).toBeVisible();
        // The amount with the language's decimal sign (1,5 in German; Arabic writes 1.5).
        await expect(page.getByText(locale === 'de' ? /1,5\s*kg/ : /1\.5\s*kg/).first()).toBeVisible();
      });

      await test.step('plan it for today', async () => {
        await page.getByRole('button', { name: say('recipes.addToMealPlan'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: say('mealPlan.addToMealPlan') });
        await dialog.getByLabel(say('mealPlan.day')).selectOption(today());
        await dialog.getByRole('button', { name: say('mealPlan.addToMealPlan') }).click();
        await expect(dialog.getByRole('status')).toContainText(recipe);
        await dialog.getByRole('button', { name: say('mealPlan.done') }).click();
        await expect(dialog).toBeHidden();
      });

      await test.step('put the week on the shopping list and tick the lentils', async () => {
        await page.goto('/meal-plan');
        await expect(page.getByRole('heading', { name: say('mealPlan.title'), level: 1 })).toBeVisible();
        const generated = page.waitForResponse((response) =>
          response.url().endsWith('/api/shoppinglistitem/generate'),
        );
        await page.getByRole('button', { name: say('shopping.addWeekToList') }).click();
        expect((await generated).ok()).toBe(true);
        await page.goto('/shopping-list');
        await expect(page.getByRole('heading', { name: say('shopping.title'), level: 1 })).toBeVisible();
        const rows = page.getByRole('region', { name: say('shopping.itemsRegion') }).getByRole('listitem');
        await expect(rows.first()).toContainText(ingredient);
        const box = page.getByRole('checkbox', { name: new RegExp(`^${ingredient}`) });
        await toggleCheckbox(box);
        // Ticked, it sinks to the Ticked part (closed on a phone).
        await expect(
          page.getByRole('button', { name: say('shopping.tickedCount', { count: 1 }) }),
        ).toBeVisible();
        await expect(
          page.getByRole('status').filter({ hasText: say('shopping.undoTicked', { name: ingredient }) }),
        ).toBeVisible();
      });
    });
  });
}
