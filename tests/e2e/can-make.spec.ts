import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app';
import { thisMonday } from './support/meal-plans';
import { stockPantry } from './support/pantry';
import { chooseViewingAs, createGroupThroughApi } from './support/people';
import { ingredientsOf, registeredSession, seedRecipe, uniqueName } from './support/recipes';
import { openShoppingList, planRecipeThroughApi, shoppingRows } from './support/shopping';

/** The recipe list's cards, each as its name and the line under it. */
const cards = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

/** The list's rows by name (the list orders them by aisle section, which is not what is tested). */
const rowsByName = async (page: Page, count: number) => {
  await expect(shoppingRows(page)).toHaveCount(count);
  return (await shoppingRows(page).allTextContents()).sort();
};

test.describe('what can I make, and lists that know what is at home', () => {
  // Each test signs in (a deliberately slow password hash) and sets up data through the API.
  test.describe.configure({ timeout: 60_000 });

  test('the recipe list keeps what the pantry can make and names what is missing', async ({
    page,
    request,
  }) => {
    const { account, session, token } = await registeredSession(request);
    const word = uniqueName('Pantry').split(' ')[1] ?? '';
    const omelette = `Omelette ${word}`;
    const quiche = `Quiche ${word}`;
    const stew = `Fish stew ${word}`;
    await seedRecipe(request, token, {
      name: omelette,
      ingredients: ingredientsOf(['Eggs', 3, ''], ['Butter', 20, 'g'], ['Salt', null, '']),
    });
    await seedRecipe(request, token, {
      name: quiche,
      ingredients: ingredientsOf(
        ['Eggs', 3, ''],
        ['Flour', 200, 'g'],
        ['Cream', 200, 'ml'],
        ['Chives', 1, 'bunch'],
      ),
    });
    await seedRecipe(request, token, {
      name: stew,
      ingredients: ingredientsOf(
        ['Fish', 500, 'g'],
        ['Fennel', 1, ''],
        ['Saffron', null, ''],
        ['Tomatoes', 4, ''],
      ),
    });
    await stockPantry(request, token, { userId: session.id }, [
      { name: 'Eggs', amount: 6, unit: null },
      { name: 'Butter', amount: 250, unit: 'g' },
      { name: 'Flour', amount: 1, unit: 'kg' },
    ]);
    const group = await createGroupThroughApi(request, token, uniqueName('Fishmongers'));
    await stockPantry(request, token, { groupId: group.id }, [
      { name: 'Fish', amount: 1, unit: 'kg' },
      { name: 'Fennel', amount: 2, unit: null },
      { name: 'Saffron', amount: null, unit: null },
      { name: 'Tomatoes', amount: 6, unit: null },
    ]);

    await signIn(page, account);
    await page.goto(`/recipes?q=${word}`);
    await expect(cards(page)).toHaveCount(3);
    const filter = page.getByRole('combobox', { name: 'Ingredients at home' });

    await filter.selectOption({ label: 'Can make now' });
    await expect(page).toHaveURL(/missing=0/);
    await expect(cards(page)).toHaveCount(1);
    // Salt is on "Always have" from the start.
    await expect(card(page, omelette)).toContainText('You have everything');

    await filter.selectOption({ label: 'Missing at most 2 ingredients' });
    await expect(page).toHaveURL(/missing=2/);
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, quiche)).toContainText('Missing: Cream, Chives');
    await expect(card(page, stew)).toHaveCount(0);

    // The filter reads the pantry of whoever the user acts as: the group's has the fish.
    await chooseViewingAs(page, 'Me', group.name);
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, stew)).toContainText('You have everything');
    await expect(card(page, omelette)).toContainText('Missing: Eggs, Butter');

    // Back to every recipe: no card says what it misses.
    await filter.selectOption({ label: 'Any ingredients' });
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByText(/^Missing:/)).toHaveCount(0);
  });

  test("adding a recipe leaves out what is in the pantry, and 'Add anyway' adds it", async ({
    page,
    request,
  }) => {
    const { account, session, token } = await registeredSession(request);
    const recipe = await seedRecipe(request, token, {
      name: uniqueName('Quiche'),
      servings: 4,
      ingredients: ingredientsOf(
        ['Eggs', 3, ''],
        ['Flour', 200, 'g'],
        ['Cream', 200, 'ml'],
        ['Chives', 1, 'bunch'],
      ),
    });
    await stockPantry(request, token, { userId: session.id }, [
      { name: 'Eggs', amount: 6, unit: null },
      { name: 'Flour', amount: 1, unit: 'kg' },
      { name: 'Cream', amount: 50, unit: 'ml' },
    ]);
    await signIn(page, account);
    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ingredients to Shopping List' });
    await dialog.getByRole('button', { name: 'Add to Shopping List' }).click();

    await expect(
      dialog.getByText(`Added 2 ingredients of ${recipe.name} to your shopping list.`),
    ).toBeVisible();
    await expect(dialog.getByText('2 items are already in your pantry')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
    await expect(dialog.getByText('2 items are already in your pantry')).toBeHidden();
    await dialog.getByRole('link', { name: 'Go to Shopping List' }).click();

    await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
    // Cream: 150 ml short; eggs and flour added anyway, in full.
    expect(await rowsByName(page, 4)).toEqual([
      `Chives (1 bunch)From ${recipe.name}`,
      `Cream (150 ml)From ${recipe.name}`,
      `Eggs (3)From ${recipe.name}`,
      `Flour (200 g)From ${recipe.name}`,
    ]);
  });

  test("the week's plan leaves out what is in the pantry, and 'Add anyway' adds it once", async ({
    page,
    request,
  }) => {
    const { account, session, token } = await registeredSession(request);
    const owner = { userId: session.id };
    const recipe = await seedRecipe(request, token, {
      name: uniqueName('Porridge'),
      ingredients: ingredientsOf(
        ['Oats', 80, 'g'],
        ['Milk', 300, 'ml'],
        ['Honey', 1, 'tbsp'],
        ['Salt', null, ''],
      ),
    });
    await planRecipeThroughApi(request, token, owner, thisMonday(), recipe.id);
    await stockPantry(request, token, owner, [{ name: 'Oats', amount: 500, unit: 'g' }]);
    await signIn(page, account);
    await page.goto('/meal-plan');

    await page.getByRole('button', { name: 'Add week to shopping list' }).click();
    const offer = page.getByRole('status').filter({ hasText: '2 items are already in your pantry' });
    await expect(offer).toBeVisible();
    await expect(
      page.getByText(/Shopping list generated from the meal plan for .*: 2 items added/),
    ).toBeVisible();
    await offer.getByRole('button', { name: 'Add anyway' }).click();
    await expect(offer).toBeHidden();

    await openShoppingList(page);
    const names = (await rowsByName(page, 4)).map((row) => row.replace(/From .*/, ''));
    expect(names).toEqual(['Honey (1 tbsp)', 'Milk (300 ml)', 'Oats (80 g)', 'Salt']);
  });
});
