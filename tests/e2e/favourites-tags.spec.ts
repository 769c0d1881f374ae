import { expect, type Page, test } from '@playwright/test';
import { dialogTitled, signIn } from './support/app';
import {
  cardNames,
  fillNewRecipe,
  registeredSession,
  searchFor,
  seedRecipe,
  signedInWithRecipe,
  uniqueWord,
} from './support/recipes';

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

test.describe('finding recipes: favourites, tags and ingredients', () => {
  test('a heart marks a favourite, and the Favourites filter keeps only those', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const { account, token } = await registeredSession(request);
    const word = uniqueWord('fav');
    const liked = await seedRecipe(request, token, { name: `Liked ${word}` });
    await seedRecipe(request, token, { name: `Other ${word}` });
    await signIn(page, account);
    await searchFor(page, word);
    await expect(cardNames(page)).toHaveCount(2);

    await card(page, liked.name).getByRole('button', { name: 'Add to favourites' }).click();
    await expect(
      card(page, liked.name).getByRole('button', { name: 'Remove from favourites' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Favourites', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardNames(page)).toHaveText([liked.name]);
    await expect(page).toHaveURL(/fav=1/);
    await page.reload();
    await expect(cardNames(page)).toHaveText([liked.name]);

    // The detail page offers the same toggle, with its words.
    await page.getByRole('link', { name: liked.name }).click();
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('No recipes found')).toBeVisible();
  });

  test('tags are added in the form, shown on the recipe, and filter the list; search finds ingredients', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord('tag');
    const tag = `Weeknight${word}`;
    const { token, recipe: soup } = await signedInWithRecipe(page, request, {
      name: `Leek soup ${word}`,
      ingredients: [{ name: `Leek${word}`, amount: 2, unit: 'pcs' }],
    });

    await test.step('a tag typed in the form becomes a chip and is saved', async () => {
      await page.goto(`/recipes/${soup.id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = dialogTitled(page, 'Edit Recipe');
      await dialog.getByRole('combobox', { name: 'Tags' }).fill(tag);
      await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
      await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([tag]);
      await dialog.getByRole('combobox', { name: 'Tags' }).fill('Soup,');
      await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
        tag,
        'Soup',
      ]);
      await dialog.getByRole('button', { name: 'Remove tag Soup' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([tag]);
    });

    await test.step("the recipe's tag opens the list filtered by it", async () => {
      await seedRecipe(request, token, { name: `Untagged ${word}` });
      await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag }).click();
      await expect(page.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue(tag);
      await expect(cardNames(page)).toHaveText([soup.name]);
      await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption('Any tag');
      await searchFor(page, word);
      await expect(cardNames(page)).toHaveCount(2);
    });

    await test.step('search looks in ingredients', async () => {
      await searchFor(page, `leek${word}`);
      await expect(cardNames(page)).toHaveText([soup.name]);
    });

    await test.step('a new recipe suggests the tags in use', async () => {
      await page.getByRole('button', { name: 'Add Recipe' }).click();
      const dialog = dialogTitled(page, 'Add New Recipe');
      await fillNewRecipe(dialog, `Second ${word}`);
      const suggestion = dialog.locator(`datalist option[value="${tag}"]`);
      await expect(suggestion).toHaveCount(1);
    });
  });
});
