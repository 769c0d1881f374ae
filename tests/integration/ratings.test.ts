import { describe, expect, it } from 'vitest';
import { api, refusal, sharedSignedInUser, signedInUser } from './support/api';
import { createRecipe, uniqueWord } from './support/recipes';

describe('ratings', () => {
  // Rates only with refused values, each time on a new recipe of their own.
  const refusedRater = sharedSignedInUser();

  it('creates one rating per user and recipe, reads it back and updates it', async () => {
    const owner = await signedInUser();
    const rater = await signedInUser();
    const recipe = await createRecipe(owner.session.token);
    const token = rater.session.token;

    expect(await api('GET', `/api/ratings/recipe/${recipe.id}`, { token })).toMatchObject(
      refusal(404, 'Rating not found.', 'rating_not_found'),
    );
    const created = await api('POST', `/api/ratings/${recipe.id}`, { token, body: { value: 4 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), recipeId: recipe.id, value: 4 });
    const again = await api('POST', `/api/ratings/${recipe.id}`, { token, body: { value: 1 } });
    expect(again).toMatchObject(
      refusal(409, 'You have already rated this recipe.', 'have_already_rated_recipe'),
    );
    expect((await api('GET', `/api/ratings/recipe/${recipe.id}`, { token })).body).toEqual(created.body);

    const updated = await api('PUT', `/api/ratings/${created.body.id}`, { token, body: { value: 2 } });
    expect(updated.body).toEqual({ ...created.body, value: 2 });
    const shown = await api('GET', `/api/recipes/${recipe.id}`, { token });
    expect(shown.body).toMatchObject({ averageRating: 2, totalRatings: 1 });
  });

  it('keeps the average exact on the recipe, its card and the average route', async () => {
    const owner = await signedInUser();
    const word = uniqueWord();
    const recipe = await createRecipe(owner.session.token, { name: `Rated ${word}` });
    const raters = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    for (const [index, rater] of raters.entries()) {
      await api('POST', `/api/ratings/${recipe.id}`, {
        token: rater.session.token,
        body: { value: [5, 4, 4][index] },
      });
    }
    const average = await api('GET', `/api/ratings/recipe/${recipe.id}/average`, {
      token: owner.session.token,
    });
    expect(average.body).toBeCloseTo(13 / 3, 10);
    const detail = await api('GET', `/api/recipes/${recipe.id}`, { token: owner.session.token });
    expect(detail.body).toMatchObject({ totalRatings: 3 });
    expect(detail.body.averageRating).toBeCloseTo(13 / 3, 10);
    const card = (await api('GET', `/api/recipes?searchTerm=${word}`, { token: owner.session.token })).body
      .items[0];
    expect(card).toMatchObject({ id: recipe.id, totalRatings: 3 });
    expect(card.averageRating).toBeCloseTo(13 / 3, 10);
  });

  it('stays exact when many users rate at once, and when one user changes their rating repeatedly', async () => {
    const owner = await signedInUser();
    const recipe = await createRecipe(owner.session.token);
    const raters = await Promise.all(Array.from({ length: 8 }, () => signedInUser()));
    const values = [1, 2, 3, 4, 5, 5, 4, 3];
    const results = await Promise.all(
      raters.map((rater, index) =>
        api('POST', `/api/ratings/${recipe.id}`, {
          token: rater.session.token,
          body: { value: values[index] },
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(201));

    const [first] = raters;
    const ratingId = results[0]?.body.id;
    const changes = await Promise.all(
      [5, 4, 3, 2, 5, 1, 2, 3, 4, 5, 1, 2].map((value) =>
        api('PUT', `/api/ratings/${ratingId}`, { token: first?.session.token, body: { value } }),
      ),
    );
    expect(changes.every((change) => change.status === 200)).toBe(true);
    const finalValue = (await api('GET', `/api/ratings/recipe/${recipe.id}`, { token: first?.session.token }))
      .body.value;
    const detail = await api('GET', `/api/recipes/${recipe.id}`, { token: owner.session.token });
    const expectedSum = values.slice(1).reduce((sum, value) => sum + value, 0) + finalValue;
    expect(detail.body.totalRatings).toBe(8);
    expect(detail.body.averageRating).toBeCloseTo(expectedSum / 8, 10);
  });

  it.each([[0], [6], [2.5], ['5'], [null]])('refuses the value %j', async (value) => {
    const owner = refusedRater();
    const recipe = await createRecipe(owner.session.token);
    const response = await api('POST', `/api/ratings/${recipe.id}`, {
      token: owner.session.token,
      body: { value },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Rating must be a whole number from 1 to 5');
    expect(
      (await api('GET', `/api/recipes/${recipe.id}`, { token: owner.session.token })).body.totalRatings,
    ).toBe(0);
  });

  it("does not let a user change someone else's rating", async () => {
    const owner = await signedInUser();
    const rater = await signedInUser();
    const intruder = await signedInUser();
    const recipe = await createRecipe(owner.session.token);
    const rating = (
      await api('POST', `/api/ratings/${recipe.id}`, { token: rater.session.token, body: { value: 5 } })
    ).body;
    const attempt = await api('PUT', `/api/ratings/${rating.id}`, {
      token: intruder.session.token,
      body: { value: 1 },
    });
    expect(attempt).toMatchObject(refusal(404, 'Rating not found.', 'rating_not_found'));
    expect(
      (await api('GET', `/api/recipes/${recipe.id}`, { token: owner.session.token })).body.averageRating,
    ).toBe(5);
  });

  it('answers unknown recipes with 404', async () => {
    const { session } = await signedInUser();
    const missing = '00000000-0000-4000-8000-000000000000';
    const post = await api('POST', `/api/ratings/${missing}`, { token: session.token, body: { value: 3 } });
    expect(post).toMatchObject(refusal(404, 'Recipe not found.', 'recipe_not_found'));
    expect(
      (await api('GET', `/api/ratings/recipe/${missing}/average`, { token: session.token })).status,
    ).toBe(404);
  });
});
