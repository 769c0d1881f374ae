import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { registeredSession, seedRecipe, testPng, uniqueName, uploadThroughApi } from './support/recipes';

test.describe('a page loaded again', () => {
  test("asks for the photo it painted largest last time before the app's code has run", async ({
    page,
    request,
  }) => {
    const { account, token } = await registeredSession(request);
    const { url } = await uploadThroughApi(request, token, await testPng());
    const name = uniqueName('Preloaded soup');
    await seedRecipe(request, token, { name, imageUrl: url });
    const photo = `${new URL(url, 'http://x').pathname}?variant=small`;

    await signIn(page, account);
    // A load of its own: the list's card photo is the page's largest paint, and the app notes it.
    // Only this account's recipes: another test's newer recipe without a photo would paint first.
    const list = '/recipes?mine=1';
    await page.goto(list);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          (address) => JSON.parse(localStorage.getItem('w4dLargestImages') ?? '{}')[address],
          list,
        ),
      )
      .toBe(photo);

    await page.reload();
    // Index.html's inline script added the preload, at high priority, ahead of the app's own tags.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', photo);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    // The card shows that same photo.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 2 }) });
    await expect(card.locator('img')).toHaveAttribute('src', photo);
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});
