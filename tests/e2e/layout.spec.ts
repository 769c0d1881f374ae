import { expect, test } from '@playwright/test';
import { openMobileMenu, registerAccount, signIn } from './support/app';

test.describe('layout shell', () => {
  test('the footer links to the policies and contact page and shows the year', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${new Date().getFullYear()} All rights reserved`);

    const pages = [
      ['Privacy Policy', /\/privacy-policy$/],
      ['Terms of Service', /\/terms-of-service$/],
      ['Contact', /\/contact$/],
    ] as const;
    for (const [name, url] of pages) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    }
  });

  test('the logo is named Recipe Planner and leads to the recipes', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    await page.goto('/my-page');
    await page.getByRole('link', { name: 'Recipe Planner' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('My Page is offered only when signed in', async ({ page, request }) => {
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Recipes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Page' })).toHaveCount(0);

    await signIn(page, await registerAccount(request));
    await expect(nav.getByRole('link', { name: 'My Page' })).toBeVisible();
  });

  test('the header navigates between the screens', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const screens = [
      ['Meal Plan', /\/meal-plan$/, 'Meal Plan'],
      ['Shopping List', /\/shopping-list$/, 'Shopping List'],
      ['My Page', /\/my-page$/, 'My Page'],
      ['Recipes', /\/recipes$/, 'Recipes'],
    ] as const;
    for (const [link, url, heading] of screens) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
  });

  test("the 'Viewing as' dropdown offers Me and reads 'Viewing as: Me' in the header", async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    // In sight at every size, on a phone too (not inside the slide-in menu).
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Viewing as: Me' });
    await expect(trigger).toBeInViewport();
    await trigger.click();
    const me = page.getByRole('menuitemradio', { name: 'Me' });
    await expect(me).toBeVisible();
    await expect(me).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(me).toBeHidden();
  });
});

test.describe('desktop layout', { tag: '@desktop-only' }, () => {
  test('the header follows the window across the phone breakpoint', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await expect(nav).toHaveCount(1);
    await nav.getByRole('link', { name: 'Meal Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Meal Plan', level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meal Plan' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('phone layout', { tag: '@phone-only' }, () => {
  test('icon links have names and the slide-in menu navigates', async ({ page, request }) => {
    await signIn(page, await registerAccount(request));
    const iconNav = page.getByRole('navigation', { name: 'Main' });
    await expect(iconNav.getByRole('link', { name: 'Shopping List' })).toBeVisible();

    let menu = await openMobileMenu(page);
    await menu.getByRole('link', { name: 'Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByRole('heading', { name: 'Meal Plan', level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();

    // Keyboard: Escape closes it and focus returns to the menu button.
    menu = await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
