import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, refused, refusedField, sharedSignedInUser, signedInUser } from './support/api';
import { household as householdOf } from './support/groups';
import { createRecipe } from './support/recipes';

type Person = Awaited<ReturnType<typeof signedInUser>>;

const createPlan = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/mealplan/create', { token: person.session.token, body: { id: randomUUID(), ...body } });

const myWeek = async (person: Person, date: string) =>
  (await api('GET', `/api/mealplan/week?weekStartDate=${date}`, { token: person.session.token })).body;

describe('personal meal plans', () => {
  // Every plan this cook sends is refused.
  const refusedCook = sharedSignedInUser();

  it('creates a plan for a day and returns it in the week that contains the day', async () => {
    const cook = await signedInUser();
    const soup = await createRecipe(cook.session.token, { name: 'Plan Soup' });
    const id = randomUUID();
    const created = await createPlan(cook, {
      id,
      date: '2026-11-18',
      userId: cook.session.id,
      recipes: [{ id: soup.id }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id,
      date: '2026-11-18',
      createdAt: expect.any(String),
      assignedTo: [],
      recipes: [{ id: soup.id, name: 'Plan Soup', slot: 'Dinner' }],
      note: null,
      userId: cook.session.id,
      groupId: null,
    });
    // Any day of the week finds it; the weeks either side do not.
    expect(await myWeek(cook, '2026-11-22')).toEqual([created.body]);
    expect(await myWeek(cook, '2026-11-16')).toEqual([created.body]);
    expect(await myWeek(cook, '2026-11-23')).toEqual([]);
    expect(await myWeek(cook, '2026-11-15')).toEqual([]);
    const byUser = await api('GET', `/api/mealplan/user/${cook.session.id}/week?weekStartDate=2026-11-16`, {
      token: cook.session.token,
    });
    expect(byUser.body).toEqual([created.body]);
  });

  it('keeps one plan per day: a second create returns the first plan, with its recipes added', async () => {
    const cook = await signedInUser();
    const [a, b] = [
      await createRecipe(cook.session.token, { name: 'Dish A' }),
      await createRecipe(cook.session.token, { name: 'Dish B' }),
    ];
    const first = await createPlan(cook, {
      date: '2026-12-01',
      userId: cook.session.id,
      recipes: [{ id: a.id }],
    });
    const second = await createPlan(cook, {
      date: '2026-12-01',
      userId: cook.session.id,
      recipes: [{ id: b.id }, { id: a.id }],
    });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.recipes.map((recipe: { name: string }) => recipe.name)).toEqual(['Dish A', 'Dish B']);
    expect(await myWeek(cook, '2026-12-01')).toHaveLength(1);
  });

  it('ends with one plan holding all 20 recipes when 20 adds race for the same empty day', async () => {
    const cook = await signedInUser();
    const recipes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createRecipe(cook.session.token, { name: `Race ${index}` })),
    );
    // Each add is the client's flow: create-or-get the day's plan, then add the recipe to it.
    const adds = await Promise.all(
      recipes.map(async (recipe) => {
        const plan = await createPlan(cook, { date: '2026-12-02', userId: cook.session.id });
        return api('POST', `/api/mealplan/${plan.body.id}/recipes`, {
          token: cook.session.token,
          body: { recipeId: recipe.id },
        });
      }),
    );
    expect(adds.map((add) => add.status)).toEqual(Array(20).fill(200));
    const week = await myWeek(cook, '2026-12-02');
    expect(week).toHaveLength(1);
    expect(new Set(week[0].recipes.map((recipe: { id: string }) => recipe.id))).toEqual(
      new Set(recipes.map((recipe) => recipe.id)),
    );
  });

  it('holds at most 25 recipes a day, even when adds race', async () => {
    const cook = await signedInUser();
    const recipes = await Promise.all(
      Array.from({ length: 30 }, (_, index) => createRecipe(cook.session.token, { name: `Full ${index}` })),
    );
    const plan = (await createPlan(cook, { date: '2026-12-08', userId: cook.session.id })).body;
    const adds = await Promise.all(
      recipes.map((recipe) =>
        api('POST', `/api/mealplan/${plan.id}/recipes`, {
          token: cook.session.token,
          body: { recipeId: recipe.id },
        }),
      ),
    );
    expect(adds.filter((add) => add.status === 200)).toHaveLength(25);
    for (const refused of adds.filter((add) => add.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { message: 'A day can hold at most 25 recipes.' } });
    }
    expect((await myWeek(cook, '2026-12-08'))[0].recipes).toHaveLength(25);
  });

  it('does not duplicate a recipe added twice, removes it, and drops deleted recipes', async () => {
    const cook = await signedInUser();
    const [kept, doomed] = [
      await createRecipe(cook.session.token, { name: 'Kept' }),
      await createRecipe(cook.session.token, { name: 'Doomed' }),
    ];
    const plan = (await createPlan(cook, { date: '2026-12-03', userId: cook.session.id })).body;
    const token = cook.session.token;
    for (const recipe of [kept, kept, doomed]) {
      expect(
        (await api('POST', `/api/mealplan/${plan.id}/recipes`, { token, body: { recipeId: recipe.id } }))
          .status,
      ).toBe(200);
    }
    expect((await myWeek(cook, '2026-12-03'))[0].recipes.map((r: { name: string }) => r.name)).toEqual([
      'Kept',
      'Doomed',
    ]);
    await api('DELETE', `/api/recipes/${doomed.id}`, { token });
    expect((await myWeek(cook, '2026-12-03'))[0].recipes.map((r: { name: string }) => r.name)).toEqual([
      'Kept',
    ]);
    expect((await api('DELETE', `/api/mealplan/${plan.id}/recipes/${kept.id}`, { token })).status).toBe(204);
    expect((await myWeek(cook, '2026-12-03'))[0].recipes).toEqual([]);
    const unknown = await api('POST', `/api/mealplan/${plan.id}/recipes`, {
      token,
      body: { recipeId: 'no-such-recipe' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Recipe not found.', code: 'recipe_not_found' },
    });
  });

  it('deletes a plan', async () => {
    const cook = await signedInUser();
    const plan = (await createPlan(cook, { date: '2026-12-04', userId: cook.session.id })).body;
    expect((await api('DELETE', `/api/mealplan/${plan.id}`, { token: cook.session.token })).status).toBe(204);
    expect(await myWeek(cook, '2026-12-04')).toEqual([]);
    expect((await api('DELETE', `/api/mealplan/${plan.id}`, { token: cook.session.token })).status).toBe(404);
  });

  it('keeps personal plans private: someone else gets 404 and changes nothing', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    const recipe = await createRecipe(other.session.token);
    const plan = (await createPlan(owner, { date: '2026-12-05', userId: owner.session.id })).body;
    const token = other.session.token;
    const attempts = await Promise.all([
      api('GET', `/api/mealplan/user/${owner.session.id}/week?weekStartDate=2026-12-05`, { token }),
      api('PUT', `/api/mealplan/${plan.id}`, { token, body: { recipes: [{ id: recipe.id }] } }),
      api('DELETE', `/api/mealplan/${plan.id}`, { token }),
      api('POST', `/api/mealplan/${plan.id}/recipes`, { token, body: { recipeId: recipe.id } }),
      api('DELETE', `/api/mealplan/${plan.id}/recipes/${recipe.id}`, { token }),
      createPlan(other, { date: '2026-12-05', userId: owner.session.id }),
    ]);
    for (const attempt of attempts)
      expect(attempt).toMatchObject({
        status: 404,
        body: { message: 'Meal plan not found.', code: 'meal_plan_not_found' },
      });
    expect(await myWeek(owner, '2026-12-05')).toEqual([plan]);
  });

  it.each([
    [{ date: '2026-02-30' }, refusedField('date', 'date must be a real date in yyyy-MM-dd form')],
    [{ date: '30/11/2026' }, refusedField('date', 'date must be a real date in yyyy-MM-dd form')],
    [{ userId: null }, refused('Give either userId or groupId')],
  ])('refuses %j', async (change, expected) => {
    const cook = refusedCook();
    const response = await createPlan(cook, { date: '2026-12-06', userId: cook.session.id, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(expected);
  });

  it('refuses bad week dates and chefs on personal plans', async () => {
    const cook = await signedInUser();
    const badWeek = await api('GET', '/api/mealplan/week?weekStartDate=2026-13-01', {
      token: cook.session.token,
    });
    expect(badWeek).toMatchObject({
      status: 400,
      body: refusedField('weekStartDate', 'date must be a real date in yyyy-MM-dd form'),
    });
    const chefs = await createPlan(cook, {
      date: '2026-12-07',
      userId: cook.session.id,
      assignedTo: [{ id: cook.session.id }],
    });
    expect(chefs).toMatchObject({
      status: 400,
      body: refusedField('assignedTo', 'Chefs can only be assigned to a group plan.'),
    });
  });
});

describe('group meal plans', () => {
  it('are shared by the members, who can assign member chefs', async () => {
    const { admin, member, group } = await householdOf('Cook');
    const recipe = await createRecipe(admin.session.token, { name: 'Family Stew' });
    const plan = (
      await createPlan(member, { date: '2026-12-09', groupId: group.id, recipes: [{ id: recipe.id }] })
    ).body;
    expect(plan).toMatchObject({ groupId: group.id, userId: null });

    const assigned = await api('PUT', `/api/mealplan/${plan.id}`, {
      token: admin.session.token,
      body: { assignedTo: [{ id: admin.session.id, name: 'ignored' }, { id: member.session.id }] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignedTo).toEqual([
      { id: admin.session.id, name: 'Cook Admin', avatar: null },
      { id: member.session.id, name: 'Cook Member', avatar: null },
    ]);
    const seenByAdmin = await api('GET', `/api/mealplan/group/${group.id}/week?weekStartDate=2026-12-13`, {
      token: admin.session.token,
    });
    expect(seenByAdmin.body).toEqual([assigned.body]);
    const viaGroup = await api('GET', `/api/Group/${group.id}/meal-plans?weekStartDate=2026-12-07`, {
      token: member.session.token,
    });
    expect(viaGroup.body).toEqual([assigned.body]);
    // Group plans are not anyone's personal plans.
    expect(await myWeek(admin, '2026-12-09')).toEqual([]);
  });

  it('refuses chefs who are not members', async () => {
    const { admin, outsider, group } = await householdOf('Cook');
    const plan = (await createPlan(admin, { date: '2026-12-10', groupId: group.id })).body;
    const response = await api('PUT', `/api/mealplan/${plan.id}`, {
      token: admin.session.token,
      body: { assignedTo: [{ id: outsider.session.id }] },
    });
    expect(response).toMatchObject({
      status: 400,
      body: refusedField('assignedTo', 'Chefs must be members of the group.'),
    });
    expect(
      (
        await api('GET', `/api/mealplan/group/${group.id}/week?weekStartDate=2026-12-10`, {
          token: admin.session.token,
        })
      ).body[0].assignedTo,
    ).toEqual([]);
  });

  it('are invisible to outsiders, and cannot be moved to another day or owner', async () => {
    const { admin, outsider, group } = await householdOf('Cook');
    const plan = (await createPlan(admin, { date: '2026-12-11', groupId: group.id })).body;
    const token = outsider.session.token;
    const week = await api('GET', `/api/mealplan/group/${group.id}/week?weekStartDate=2026-12-11`, { token });
    expect(week).toMatchObject({
      status: 404,
      body: { message: 'Group not found.', code: 'group_not_found' },
    });
    expect((await api('GET', `/api/Group/${group.id}/meal-plans`, { token })).status).toBe(404);
    expect((await createPlan(outsider, { date: '2026-12-12', groupId: group.id })).status).toBe(404);
    expect((await api('DELETE', `/api/mealplan/${plan.id}`, { token })).status).toBe(404);
    const move = await api('PUT', `/api/mealplan/${plan.id}`, {
      token: admin.session.token,
      body: { date: '2026-12-12' },
    });
    expect(move).toMatchObject({
      status: 400,
      body: { message: 'A meal plan cannot move to another day or owner.', code: 'meal_plan_moved' },
    });
    const steal = await api('PUT', `/api/mealplan/${plan.id}`, {
      token: admin.session.token,
      body: { userId: admin.session.id },
    });
    expect(steal.status).toBe(400);
  });

  it('go with their group when it is deleted', async () => {
    const { admin, group } = await householdOf('Cook');
    const plan = (await createPlan(admin, { date: '2026-12-14', groupId: group.id })).body;
    await api('DELETE', `/api/Group/${group.id}`, { token: admin.session.token });
    expect((await api('DELETE', `/api/mealplan/${plan.id}`, { token: admin.session.token })).status).toBe(
      404,
    );
  });
});
