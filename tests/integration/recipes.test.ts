import { describe, expect, it } from 'vitest';
import { api, refusal, refused, refusedField, sharedSignedInUser, signedInUser } from './support/api';
import { createRecipe, recipeBody, uniqueWord } from './support/recipes';

/** What was refused stored nothing: the user's own recipes are still none. */
const expectNoRecipesOf = async (token: string) => {
  const mine = await api('GET', '/api/recipes/user', { token });
  expect(mine.body).toEqual([]);
};

describe('POST /api/recipes', () => {
  // Every recipe this cook sends is refused, so their own recipes stay none after each refusal.
  const refusedCook = sharedSignedInUser();

  it('creates a recipe owned by the caller, with server-made ids and ratings', async () => {
    const { session } = await signedInUser();
    const response = await api('POST', '/api/recipes', {
      token: session.token,
      body: recipeBody({
        ingredients: [
          { name: ' Flour ', amount: 200, unit: 'g', sortOrder: 7 },
          { name: 'Milk', amount: 0.3, unit: 'l', sortOrder: 3 },
        ],
        instructions: ['  Mix  ', '', '   ', 'Bake'],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      name: 'Tomato Soup',
      createdBy: session.id,
      averageRating: 0,
      totalRatings: 0,
      externalRecipeUrl: null,
      instructions: ['Mix', 'Bake'],
      ingredients: [
        { id: expect.any(String), name: 'Flour', amount: 200, unit: 'g', sortOrder: 1 },
        { id: expect.any(String), name: 'Milk', amount: 0.3, unit: 'l', sortOrder: 2 },
      ],
    });
    const fetched = await api('GET', `/api/recipes/${response.body.id}`, { token: session.token });
    expect(fetched.body).toEqual(response.body);
  });

  it('accepts an external URL in place of ingredients and steps', async () => {
    const { session } = await signedInUser();
    const recipe = await createRecipe(session.token, {
      externalRecipeUrl: 'https://www.example.com/soup',
      ingredients: [],
      instructions: [],
    });
    expect(recipe).toMatchObject({
      externalRecipeUrl: 'https://www.example.com/soup',
      ingredients: [],
      instructions: [],
    });
  });

  it('keeps ingredients without an amount or a unit, as imported recipes have them', async () => {
    const { session } = await signedInUser();
    const recipe = await createRecipe(session.token, {
      ingredients: [
        { name: 'Eggs', amount: 2, sortOrder: 1 },
        { name: 'Salt to taste', amount: null, unit: '', sortOrder: 2 },
        { name: 'Flour', amount: 200, unit: 'g', sortOrder: 3 },
      ],
    });
    expect(
      recipe.ingredients.map(({ name, amount, unit }: Record<string, unknown>) => ({ name, amount, unit })),
    ).toEqual([
      { name: 'Eggs', amount: 2, unit: '' },
      { name: 'Salt to taste', amount: null, unit: '' },
      { name: 'Flour', amount: 200, unit: 'g' },
    ]);
    const fetched = await api('GET', `/api/recipes/${recipe.id}`, { token: session.token });
    expect(fetched.body.ingredients).toEqual(recipe.ingredients);
  });

  it.each([
    [{ name: '  ' }, refusedField('name', 'Recipe name is required')],
    [{ description: '' }, refusedField('description', 'Description is required')],
    [{ prepTime: 0 }, refusedField('prepTime', 'Prep time must be at least 1 minute')],
    [{ cookTime: -5 }, refusedField('cookTime', 'Cook time must be at least 1 minute')],
    [{ servings: 0 }, refusedField('servings', 'Must serve at least 1 person')],
    [
      { externalRecipeUrl: 'javascript:alert(1)' },
      refusedField('externalRecipeUrl', 'External Recipe Url must be a valid URL'),
    ],
    [
      { ingredients: [] },
      refusedField('ingredients', 'Either External Recipe Url or at least one Ingredient is required'),
    ],
    [
      { instructions: ['  '] },
      refusedField('instructions', 'Either External Recipe Url or at least one Instruction is required'),
    ],
    [
      { ingredients: [{ name: '', amount: 1, unit: 'g', sortOrder: 1 }] },
      refusedField('ingredients.0.name', 'Ingredient name is required'),
    ],
    [
      { ingredients: [{ name: 'Salt', amount: 0, unit: 'g', sortOrder: 1 }] },
      refusedField('ingredients.0.amount', 'Amount must be greater than 0'),
    ],
    [
      { ingredients: [{ name: 'Salt', amount: 1, unit: 'x'.repeat(31), sortOrder: 1 }] },
      refusedField('ingredients.0.unit', 'Unit must be at most 30 characters'),
    ],
    [{ imageUrl: 'https://evil.example/x.png' }, refusedField('imageUrl', 'Image must be an uploaded file')],
    [{ createdBy: 'someone-else' }, refused('Unrecognized key: "createdBy"')],
    [{ averageRating: 5, totalRatings: 100 }, refused('Unrecognized keys: "averageRating", "totalRatings"')],
    [{ prepTime: '10' }, refusedField('prepTime', 'Must be a number')],
  ])('refuses %j with the spec message and stores nothing', async (change, expected) => {
    const { session } = refusedCook();
    const name = uniqueWord();
    const response = await api('POST', '/api/recipes', {
      token: session.token,
      body: recipeBody({ name, ...change }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
    await expectNoRecipesOf(session.token);
  });

  it('answers an empty recipe with every rule it breaks at once, the URL-or-ingredients rules too', async () => {
    const { session } = refusedCook();
    const response = await api('POST', '/api/recipes', {
      token: session.token,
      body: recipeBody({
        name: '',
        description: '',
        ingredients: [],
        instructions: [],
        externalRecipeUrl: '',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: 'Recipe name is required',
      description: 'Description is required',
      ingredients: 'Either External Recipe Url or at least one Ingredient is required',
      instructions: 'Either External Recipe Url or at least one Instruction is required',
    });
    await expectNoRecipesOf(session.token);
  });

  it('does not ask for ingredients while the URL that would stand in for them is invalid', async () => {
    const { session } = refusedCook();
    const response = await api('POST', '/api/recipes', {
      token: session.token,
      body: recipeBody({ name: '', ingredients: [], instructions: [], externalRecipeUrl: 'not a url' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: 'Recipe name is required',
      externalRecipeUrl: 'External Recipe Url must be a valid URL',
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await api('POST', '/api/recipes', { body: recipeBody() })).status).toBe(401);
    expect((await api('GET', '/api/recipes')).status).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/recipes/{id}', () => {
  it('answers a missing recipe with 404 "Recipe not found."', async () => {
    const { session } = await signedInUser();
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await api(method, '/api/recipes/00000000-0000-4000-8000-000000000000', {
        token: session.token,
      });
      expect(response).toMatchObject(refusal(404, 'Recipe not found.', 'recipe_not_found'));
    }
    const put = await api('PUT', '/api/recipes/nope', { token: session.token, body: recipeBody() });
    expect(put).toMatchObject(refusal(404, 'Recipe not found.', 'recipe_not_found'));
  });

  it('lets the creator edit: fields change, ratings and creator stay, lists follow', async () => {
    const { session } = await signedInUser();
    const word = uniqueWord();
    const recipe = await createRecipe(session.token, { name: `Before ${word}` });
    const response = await api('PUT', `/api/recipes/${recipe.id}`, {
      token: session.token,
      body: recipeBody({ name: `After ${word}`, prepTime: null, servings: null }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: recipe.id,
      name: `After ${word}`,
      prepTime: null,
      servings: null,
      createdBy: session.id,
    });
    const list = await api('GET', `/api/recipes?searchTerm=${word}`, { token: session.token });
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([`After ${word}`]);
  });

  it("refuses another user's edit and delete with 403 and changes nothing", async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const recipe = await createRecipe(owner.session.token);
    const edit = await api('PUT', `/api/recipes/${recipe.id}`, {
      token: intruder.session.token,
      body: recipeBody({ name: 'Hijacked' }),
    });
    expect(edit).toMatchObject(
      refusal(403, 'Only the creator of a recipe may change it.', 'recipe_creator_only'),
    );
    const remove = await api('DELETE', `/api/recipes/${recipe.id}`, { token: intruder.session.token });
    expect(remove.status).toBe(403);
    const after = await api('GET', `/api/recipes/${recipe.id}`, { token: intruder.session.token });
    expect(after.body).toEqual(recipe);
  });

  it('deletes a recipe with its ratings; it leaves every list', async () => {
    const owner = await signedInUser();
    const rater = await signedInUser();
    const word = uniqueWord();
    const recipe = await createRecipe(owner.session.token, { name: `Doomed ${word}` });
    expect(
      (await api('POST', `/api/ratings/${recipe.id}`, { token: rater.session.token, body: { value: 4 } }))
        .status,
    ).toBe(201);

    expect((await api('DELETE', `/api/recipes/${recipe.id}`, { token: owner.session.token })).status).toBe(
      204,
    );
    expect((await api('GET', `/api/recipes/${recipe.id}`, { token: owner.session.token })).status).toBe(404);
    const list = await api('GET', `/api/recipes?searchTerm=${word}`, { token: owner.session.token });
    expect(list.body).toMatchObject({ items: [], totalItems: 0 });
    expect((await api('GET', '/api/recipes/user', { token: owner.session.token })).body).toEqual([]);
    expect(
      (await api('GET', `/api/ratings/recipe/${recipe.id}`, { token: rater.session.token })).status,
    ).toBe(404);
    // Re-creating is impossible through the old id: a rating for it now finds no recipe.
    const late = await api('POST', `/api/ratings/${recipe.id}`, {
      token: owner.session.token,
      body: { value: 5 },
    });
    expect(late).toMatchObject(refusal(404, 'Recipe not found.', 'recipe_not_found'));
  });
});

describe('GET /api/recipes (search, sort, paging)', () => {
  // Only reads the catalogue and sends refused queries.
  const reader = sharedSignedInUser();

  const seed = async () => {
    const { session } = await signedInUser();
    const word = uniqueWord();
    // Created in this order, so CreatedAt order is known; prep and cook times include gaps.
    // Ties (two missing times) fall back to creation time in the same direction as the sort.
    const specs = [
      { name: `Banana Bread ${word}`, prepTime: 20, cookTime: 60 },
      { name: `apple Pie ${word}`, prepTime: null, cookTime: 45 },
      { name: `Carrot Cake ${word}`, prepTime: 30, cookTime: null },
      { name: `Date Squares ${word}`, prepTime: 5, cookTime: 25 },
      { name: `Eclairs ${word}`, prepTime: 45, cookTime: 30 },
      { name: `Fig Tart`, prepTime: 15, cookTime: 35, description: `Sweet ${word.toUpperCase()} figs` },
      { name: `Ginger Snaps ${word}`, prepTime: null, cookTime: null },
    ];
    const created = [];
    for (const spec of specs) created.push(await createRecipe(session.token, spec));
    return { session, word, names: created.map((recipe) => recipe.name as string) };
  };

  const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  it('sorts by every field in both directions; missing times sort last both ways', async () => {
    const { session, word, names } = await seed();
    const [banana, apple, carrot, date, eclairs, fig, ginger] = names;
    const list = async (query: string) =>
      namesOf(
        (await api('GET', `/api/recipes?searchTerm=${word}&pageSize=50&${query}`, { token: session.token }))
          .body,
      );

    expect(await list('')).toEqual([...names].reverse());
    expect(await list('sortBy=CreatedAt&sortDescending=false')).toEqual(names);
    expect(await list('sortBy=Name&sortDescending=false')).toEqual([
      apple,
      banana,
      carrot,
      date,
      eclairs,
      fig,
      ginger,
    ]);
    expect(await list('sortBy=Name&sortDescending=true')).toEqual([
      ginger,
      fig,
      eclairs,
      date,
      carrot,
      banana,
      apple,
    ]);
    expect(await list('sortBy=PrepTime&sortDescending=false')).toEqual([
      date,
      fig,
      banana,
      carrot,
      eclairs,
      apple,
      ginger,
    ]);
    expect(await list('sortBy=PrepTime&sortDescending=true')).toEqual([
      eclairs,
      carrot,
      banana,
      fig,
      date,
      ginger,
      apple,
    ]);
    expect(await list('sortBy=CookTime&sortDescending=false')).toEqual([
      date,
      eclairs,
      fig,
      apple,
      banana,
      carrot,
      ginger,
    ]);
    expect(await list('sortBy=CookTime&sortDescending=true')).toEqual([
      banana,
      apple,
      fig,
      eclairs,
      date,
      ginger,
      carrot,
    ]);
  });

  it('searches name and description case-insensitively', async () => {
    const { session, word } = await seed();
    const upper = await api('GET', `/api/recipes?searchTerm=${word.toUpperCase()}`, { token: session.token });
    expect(upper.body.totalItems).toBe(7);
    const one = await api('GET', `/api/recipes?searchTerm=${encodeURIComponent(`CAKE ${word}`)}`, {
      token: session.token,
    });
    expect(namesOf(one.body)).toEqual([`Carrot Cake ${word}`]);
    const none = await api('GET', `/api/recipes?searchTerm=${word}nothing`, { token: session.token });
    expect(none.body).toMatchObject({
      items: [],
      totalItems: 0,
      totalPages: 0,
      hasNext: false,
      hasPrevious: false,
    });
  });

  it('filters by creator, minimum average rating and maximum total time', async () => {
    const { session, word } = await seed();
    const other = await signedInUser();
    const theirs = await createRecipe(other.session.token, {
      name: `Honey Cake ${word}`,
      prepTime: 5,
      cookTime: 5,
    });
    const rate = (recipeId: string, token: string, value: number) =>
      api('POST', `/api/ratings/${recipeId}`, { token, body: { value } });
    const list = async (filters: string) =>
      namesOf(
        (
          await api('GET', `/api/recipes?searchTerm=${word}&sortBy=Name&sortDescending=false&${filters}`, {
            token: session.token,
          })
        ).body,
      );

    expect(await list(`createdBy=${other.session.id}`)).toEqual([`Honey Cake ${word}`]);
    expect((await list(`createdBy=${session.id}`)).length).toBe(7);
    // Total time: prep plus cook, or whichever exists; a recipe with neither never matches.
    expect(await list('maxTotalTime=30')).toEqual([
      `Carrot Cake ${word}`,
      `Date Squares ${word}`,
      `Honey Cake ${word}`,
    ]);
    expect((await rate(theirs.id, session.token, 4)).status).toBe(201);
    expect(await list('minRating=4')).toEqual([`Honey Cake ${word}`]);
    expect(await list('minRating=4.5')).toEqual([]);
    expect(await list('minRating=4&maxTotalTime=5')).toEqual([]);
    const bad = await api('GET', '/api/recipes?minRating=6&maxTotalTime=0', { token: session.token });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fields: {
          minRating: 'minRating must be a number from 1 to 5',
          maxTotalTime: 'maxTotalTime must be a whole number of minutes',
        },
      },
    });
  });

  it('pages: Page X of Y, hasNext/hasPrevious, an empty page past the end', async () => {
    const { session, word, names } = await seed();
    const page = (number: number) =>
      api(
        'GET',
        `/api/recipes?searchTerm=${word}&pageSize=3&page=${number}&sortBy=CreatedAt&sortDescending=false`,
        {
          token: session.token,
        },
      );
    const first = (await page(1)).body;
    expect(first).toMatchObject({
      totalItems: 7,
      totalPages: 3,
      currentPage: 1,
      pageSize: 3,
      hasNext: true,
      hasPrevious: false,
    });
    expect(namesOf(first)).toEqual(names.slice(0, 3));
    const last = (await page(3)).body;
    expect(last).toMatchObject({ currentPage: 3, hasNext: false, hasPrevious: true });
    expect(namesOf(last)).toEqual(names.slice(6));
    const beyond = await page(9);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({
      items: [],
      currentPage: 9,
      totalPages: 3,
      hasNext: false,
      hasPrevious: true,
    });
  });

  it('uses the spec defaults: page 1, 12 per page, newest first', async () => {
    const { session } = reader();
    const response = await api('GET', '/api/recipes', { token: session.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ currentPage: 1, pageSize: 12 });
    expect(response.body.items.length).toBeLessThanOrEqual(12);
    const dates = response.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['pageSize=51', refusedField('pageSize', 'pageSize must be at most 50')],
    ['page=0', refusedField('page', 'Too small: expected number to be >=1')],
    ['sortBy=Rating', refusedField('sortBy', 'sortBy must be CreatedAt, Name, PrepTime or CookTime')],
    ['sortDescending=maybe', refusedField('sortDescending', 'sortDescending must be true or false')],
    ['color=red', refused('Unrecognized key: "color"')],
  ])('refuses the query %s', async (query, expected) => {
    const { session } = reader();
    const response = await api('GET', `/api/recipes?${query}`, { token: session.token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
  });

  it("GET /api/recipes/user lists only the caller's recipes, newest first", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const first = await createRecipe(alice.session.token, { name: 'Alice One' });
    const second = await createRecipe(alice.session.token, { name: 'Alice Two' });
    await createRecipe(bob.session.token, { name: 'Bob One' });
    const mine = await api('GET', '/api/recipes/user', { token: alice.session.token });
    expect(mine.body.map((recipe: { id: string }) => recipe.id)).toEqual([second.id, first.id]);
  });
});

describe('tags, favourites and search in ingredients (issue 17)', () => {
  it('keeps tags (each once, whatever its case), keeps them on an update that sends none, and lists them', async () => {
    const { session } = await signedInUser();
    const word = uniqueWord();
    const tag = `Tag${word}`;
    const created = await createRecipe(session.token, {
      name: `Tagged ${word}`,
      tags: [` ${tag} `, tag.toUpperCase(), 'Weeknight'],
    });
    expect(created.tags).toEqual([tag, 'Weeknight']);

    const withoutTags = recipeBody({ name: `Tagged again ${word}` });
    const updated = await api('PUT', `/api/recipes/${created.id}`, {
      token: session.token,
      body: withoutTags,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.tags).toEqual([tag, 'Weeknight']);

    const cleared = await api('PUT', `/api/recipes/${created.id}`, {
      token: session.token,
      body: { ...withoutTags, tags: [tag] },
    });
    expect(cleared.body.tags).toEqual([tag]);

    const tags = await api('GET', '/api/recipes/tags', { token: session.token });
    expect(tags.status).toBe(200);
    expect(tags.body).toContainEqual({ tag, count: 1 });

    const filtered = await api('GET', `/api/recipes?tag=${tag.toLowerCase()}`, { token: session.token });
    expect(filtered.body.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
  });

  it('refuses tags that are empty, too long or too many, and stores nothing', async () => {
    const { session } = await signedInUser();
    const word = uniqueWord();
    for (const [tags, field, message] of [
      [['   '], 'tags.0', 'A tag cannot be empty'],
      [['x'.repeat(41)], 'tags.0', 'A tag must be at most 40 characters'],
      [Array.from({ length: 21 }, (_, index) => `t${index}`), 'tags', 'At most 20 tags'],
    ] as const) {
      const response = await api('POST', '/api/recipes', {
        token: session.token,
        body: recipeBody({ name: `Refused ${word}`, tags }),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusedField(field, message));
    }
    const search = await api('GET', `/api/recipes?searchTerm=${word}`, { token: session.token });
    expect(search.body.totalItems).toBe(0);
  });

  it('search finds a recipe by an ingredient or a tag', async () => {
    const { session } = await signedInUser();
    const word = uniqueWord();
    const soup = await createRecipe(session.token, {
      name: 'Plain soup',
      ingredients: [{ name: `Leek${word}`, amount: 2, unit: 'pcs', sortOrder: 1 }],
    });
    const stew = await createRecipe(session.token, { name: 'Plain stew', tags: [`Cosy${word}`] });
    const find = async (term: string) =>
      (await api('GET', `/api/recipes?searchTerm=${term}`, { token: session.token })).body.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await find(`leek${word}`)).toEqual([soup.id]);
    expect(await find(`COSY${word}`)).toEqual([stew.id]);
  });

  it("favourites are the caller's own: marked on cards and the recipe, filtered, and removed", async () => {
    const { session } = await signedInUser();
    const { session: other } = await signedInUser();
    const word = uniqueWord();
    const liked = await createRecipe(session.token, { name: `Liked ${word}` });
    const plain = await createRecipe(session.token, { name: `Plain ${word}` });

    const add = await api('PUT', `/api/recipes/${liked.id}/favourite`, { token: session.token });
    expect(add.status).toBe(204);
    // Twice is the same as once.
    expect((await api('PUT', `/api/recipes/${liked.id}/favourite`, { token: session.token })).status).toBe(
      204,
    );

    const list = async (token: string, query = '') =>
      (await api('GET', `/api/recipes?searchTerm=${word}${query}`, { token })).body.items.map(
        (item: { id: string; isFavourite: boolean }) => [item.id, item.isFavourite],
      );
    expect(await list(session.token)).toEqual([
      [plain.id, false],
      [liked.id, true],
    ]);
    expect(await list(session.token, '&favourites=true')).toEqual([[liked.id, true]]);
    // Another user's list knows nothing of it.
    expect(await list(other.token, '&favourites=true')).toEqual([]);
    expect((await api('GET', `/api/recipes/${liked.id}`, { token: session.token })).body.isFavourite).toBe(
      true,
    );
    expect((await api('GET', `/api/recipes/${liked.id}`, { token: other.token })).body.isFavourite).toBe(
      false,
    );

    expect((await api('DELETE', `/api/recipes/${liked.id}/favourite`, { token: session.token })).status).toBe(
      204,
    );
    expect(await list(session.token, '&favourites=true')).toEqual([]);

    const missing = await api('PUT', '/api/recipes/no-such-recipe/favourite', { token: session.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refused('Recipe not found.'));
    const badFlag = await api('GET', '/api/recipes?favourites=maybe', { token: session.token });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body).toEqual(refusedField('favourites', 'favourites must be true or false'));
  });
});
