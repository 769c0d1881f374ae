import { expect, type Page, test } from '@playwright/test';
import { swipe, twoStepToast } from './support/cook';
import { signedInWithRecipe, uniqueName } from './support/recipes';

/** A stand-in for the Screen Wake Lock API, which headless Chromium refuses: it counts the requests. */
const stubWakeLock = (page: Page) =>
  page.addInitScript(() => {
    const requests: string[] = [];
    Object.defineProperty(window, 'wakeLockRequests', { value: requests });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          requests.push(type);
          const sentinel = new EventTarget() as EventTarget & {
            released: boolean;
            release: () => Promise<void>;
          };
          sentinel.released = false;
          sentinel.release = async () => {
            sentinel.released = true;
          };
          // The browser ends the lock when the page is hidden.
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'hidden') sentinel.released = true;
          });
          return sentinel;
        },
      },
    });
  });

const wakeLockRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests.length);

const ingredientLines = (page: Page) => page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');

test.describe('cooking from a recipe', () => {
  test('servings and units rescale the ingredients, and Cook walks the steps with timers', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await stubWakeLock(page);
    const { recipe } = await signedInWithRecipe(page, request, {
      name: uniqueName('Butter cake'),
      servings: 4,
      ingredients: [
        { name: 'Flour', amount: 1.5, unit: 'cup' },
        { name: 'Butter', amount: 200, unit: 'g' },
        { name: 'Eggs', amount: 2, unit: '' },
        { name: 'Salt', amount: null, unit: 'pinch' },
      ],
      instructions: [
        'Rub the butter into the flour with the salt.',
        'Beat in the eggs, then bake for 18 minutes.',
        'Cool for 5–7 minutes before slicing.',
      ],
    });
    await page.goto(`/recipes/${recipe.id}`);

    await test.step('the detail page scales to the servings and converts units', async () => {
      await expect(ingredientLines(page)).toHaveText([
        'Flour: 1½ cups',
        'Butter: 200 g',
        'Eggs: 2',
        'Salt: pinch',
      ]);
      const servings = page.getByRole('spinbutton', { name: 'Servings' });
      await expect(servings).toHaveValue('4');
      await page.getByRole('button', { name: 'More servings' }).click();
      await page.getByRole('button', { name: 'More servings' }).click();
      await expect(servings).toHaveValue('6');
      await expect(ingredientLines(page)).toHaveText([
        'Flour: 2¼ cups',
        'Butter: 300 g',
        'Eggs: 3',
        'Salt: pinch',
      ]);
      // Each change, then the flour and butter lines it shows (2 servings: 1 egg, a pinch of salt).
      const units = page.getByLabel('Units');
      for (const [change, flour, butter] of [
        [() => servings.fill('2'), '¾ cup', '100 g'],
        [() => units.selectOption('Metric'), '180 ml', '100 g'],
        [() => units.selectOption('US'), '¾ cup', '3½ oz'],
      ] as const) {
        await change();
        await expect(ingredientLines(page)).toHaveText([
          `Flour: ${flour}`,
          `Butter: ${butter}`,
          'Eggs: 1',
          'Salt: pinch',
        ]);
      }
      // A reload keeps the choice: it is in the address.
      await page.reload();
      await expect(servings).toHaveValue('2');
      await expect(page.getByLabel('Units')).toHaveValue('us');
    });

    await test.step('Cook opens the first step, full screen, with the same servings and units', async () => {
      await page.getByRole('button', { name: 'Cook' }).click();
      await expect(page).toHaveURL(new RegExp(`/recipes/${recipe.id}/cook\\?servings=2&units=us`));
      await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
      await expect(page.getByText('Rub the butter into the flour with the salt.')).toBeVisible();
      // The app's header is not there: the kitchen view fills the screen.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      const inThisStep = page.getByText('In this step').locator('..').getByRole('listitem');
      await expect(inThisStep).toHaveText(['¾ cup Flour', '3½ oz Butter', 'pinch Salt']);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(await wakeLockRequests(page)).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('note')).toHaveCount(0);
    });

    await test.step('Next, arrows and a timer that runs across steps and rings', async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
      const timerButton = page.getByRole('button', { name: '18 minutes', exact: true });
      await expect(timerButton).toHaveText('18 minutes');
      await timerButton.click();
      const timers = page.getByRole('region', { name: 'Timers' });
      await expect(timers.getByRole('timer')).toHaveText('18:00');

      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      // A range runs to its lower end; its text stays as written.
      await expect(page.getByRole('button', { name: '5 minutes', exact: true })).toHaveText('5–7 minutes');
      await page.clock.fastForward('10:00');
      // Real time goes on under the fast-forward: a second may have passed too.
      await expect(timers.getByRole('timer')).toHaveText(/^(8:00|7:5\d)$/);
      // A reload keeps the running timer, still counting down to the same end.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
      await expect(timers.getByRole('timer')).toHaveText(/^(8:00|7:5\d)$/);

      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
      await page.clock.fastForward('08:01');
      await expect(timers.getByRole('timer')).toHaveText('Done');
      await expect(page.getByRole('alert')).toContainText('18 minutes timer done');
      await expect(page).toHaveTitle(/^⏰ 18 minutes done/);
      await timers.getByRole('button', { name: 'Dismiss 18 minutes timer' }).click();
      await expect(timers).toHaveCount(0);
    });

    await test.step('the wake lock is asked for again when the page is shown again', async () => {
      const before = await wakeLockRequests(page);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => wakeLockRequests(page)).toBe(before + 1);
    });

    await test.step('Back returns to the recipe', async () => {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
      await page.getByRole('button', { name: 'Back to recipe' }).click();
      await expect(page).toHaveURL(new RegExp(`/recipes/${recipe.id}\\?servings=2&units=us$`));
      await expect(page.getByRole('heading', { name: recipe.name, level: 1 })).toBeVisible();
    });
  });

  test('a swipe turns the page, and a browser without wake lock says the screen may dim', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
    });
    const { recipe } = await signedInWithRecipe(page, request, twoStepToast());
    await page.goto(`/recipes/${recipe.id}/cook`);
    await expect(page.getByRole('note')).toHaveText(
      'This browser cannot keep the screen on: it may dim while you cook.',
    );

    await swipe(page.getByText('Toast the bread.'), 300, 100);
    await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
    await swipe(page.getByText('Butter it.'), 100, 300);
    await expect(page.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  });
});
