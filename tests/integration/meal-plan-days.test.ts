import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from './support/api';
import { household as householdOf } from './support/groups';
import { createRecipe } from './support/recipes';

/** Issue 17, planning: meal slots, day notes and Copy last week, through the HTTP API. */

type Person = Awaited<ReturnType<typeof signedInUser>>;

const createPlan = (person: Person, body: Record<string, unknown>) =>
  api('POST', '/api/mealplan/create', { token: person.session.token, body: { id: randomUUID(), ...body } });

const weekOf = async (person: Person, date: string, groupId?: string) =>
  (
    await api(
      'GET',
      groupId
        ? `/api/mealplan/group/${groupId}/week?weekStartDate=${date}`
        : `/api/mealplan/week?weekStartDate=${date}`,
      { token: person.session.token },
    )
  ).body;

const slotsOf = (plan: { recipes: { name: string; slot: string }[] }) =>
  plan.recipes.map((recipe) => `${recipe.slot}: ${recipe.name}`);

describe('meal slots', () => {
  it('plans a recipe for Dinner unless a meal is given, and moves it to another meal of its day', async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    const [porridge, soup, stew] = [
      await createRecipe(token, { name: 'Slot Porridge' }),
      await createRecipe(token, { name: 'Slot Soup' }),
      await createRecipe(token, { name: 'Slot Stew' }),
    ];
    const plan = (
      await createPlan(cook, {
        date: '2027-01-04',
        userId: cook.session.id,
        recipes: [{ id: porridge.id, slot: 'Breakfast' }, { id: stew.id }],
      })
    ).body;
    expect(slotsOf(plan)).toEqual(['Breakfast: Slot Porridge', 'Dinner: Slot Stew']);

    const lunch = await api('POST', `/api/mealplan/${plan.id}/recipes`, {
      token,
      body: { recipeId: soup.id, slot: 'Lunch' },
    });
    expect(lunch.status).toBe(200);
    expect(slotsOf(lunch.body)).toEqual([
      'Breakfast: Slot Porridge',
      'Dinner: Slot Stew',
      'Lunch: Slot Soup',
    ]);

    // Once a day: adding it again (for another meal) changes nothing.
    const again = await api('POST', `/api/mealplan/${plan.id}/recipes`, {
      token,
      body: { recipeId: soup.id, slot: 'Snack' },
    });
    expect(slotsOf(again.body)).toEqual(slotsOf(lunch.body));

    const moved = await api('PUT', `/api/mealplan/${plan.id}/recipes/${stew.id}`, {
      token,
      body: { slot: 'Snack' },
    });
    expect(moved.status).toBe(200);
    expect(slotsOf(moved.body)).toEqual(['Breakfast: Slot Porridge', 'Snack: Slot Stew', 'Lunch: Slot Soup']);
    expect(slotsOf((await weekOf(cook, '2027-01-04'))[0])).toEqual(slotsOf(moved.body));

    // PUT with recipes replaces them, each with its meal (Dinner when none is given).
    const replaced = await api('PUT', `/api/mealplan/${plan.id}`, {
      token,
      body: { recipes: [{ id: soup.id }, { id: porridge.id, slot: 'Lunch' }] },
    });
    expect(slotsOf(replaced.body)).toEqual(['Dinner: Slot Soup', 'Lunch: Slot Porridge']);
  });

  it('refuses an unknown meal and a move of a recipe that is not planned', async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    const soup = await createRecipe(token, { name: 'Slot Refusal Soup' });
    const plan = (await createPlan(cook, { date: '2027-01-05', userId: cook.session.id })).body;
    const brunch = await api('POST', `/api/mealplan/${plan.id}/recipes`, {
      token,
      body: { recipeId: soup.id, slot: 'Brunch' },
    });
    expect(brunch).toMatchObject({
      status: 400,
      body: refusedField('slot', 'Meal must be Breakfast, Lunch, Dinner or Snack'),
    });
    const notPlanned = await api('PUT', `/api/mealplan/${plan.id}/recipes/${soup.id}`, {
      token,
      body: { slot: 'Lunch' },
    });
    expect(notPlanned).toMatchObject({
      status: 404,
      body: { message: 'Recipe not found in this meal plan.', code: 'recipe_not_found_meal_plan' },
    });
    expect((await weekOf(cook, '2027-01-05'))[0].recipes).toEqual([]);
  });
});

describe('day notes', () => {
  it('adds, edits and clears a note, trimmed, and refuses one that is too long', async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    const plan = (await createPlan(cook, { date: '2027-01-06', userId: cook.session.id })).body;
    expect(plan.note).toBeNull();
    const note = (value: unknown) => api('PUT', `/api/mealplan/${plan.id}`, { token, body: { note: value } });

    expect((await note('  eating out  ')).body.note).toBe('eating out');
    expect((await weekOf(cook, '2027-01-06'))[0].note).toBe('eating out');
    expect((await note('leftovers')).body.note).toBe('leftovers');

    const tooLong = await note('x'.repeat(201));
    expect(tooLong).toMatchObject({
      status: 400,
      body: refusedField('note', 'Note must be at most 200 characters'),
    });
    const notText = await note(42);
    expect(notText).toMatchObject({ status: 400, body: refusedField('note', 'Note must be text') });
    expect((await weekOf(cook, '2027-01-06'))[0].note).toBe('leftovers');

    // Leaving it out keeps it; blank or null clears it.
    expect((await api('PUT', `/api/mealplan/${plan.id}`, { token, body: { recipes: [] } })).body.note).toBe(
      'leftovers',
    );
    expect((await note('   ')).body.note).toBeNull();
    expect((await note('again')).body.note).toBe('again');
    expect((await note(null)).body.note).toBeNull();
    expect((await weekOf(cook, '2027-01-06'))[0].note).toBeNull();
  });
});

describe('Copy last week', () => {
  const copy = (person: Person, body: Record<string, unknown>) =>
    api('POST', '/api/mealplan/copy-week', { token: person.session.token, body });

  it("copies each day's recipes, meals and note onto the same weekday, skipping days that have a plan", async () => {
    const cook = await signedInUser();
    const token = cook.session.token;
    const owner = { userId: cook.session.id };
    const [toast, curry, salad] = [
      await createRecipe(token, { name: 'Copy Toast' }),
      await createRecipe(token, { name: 'Copy Curry' }),
      await createRecipe(token, { name: 'Copy Salad' }),
    ];
    // Last week (from Monday 2027-02-01): Monday, Wednesday and Friday, Friday a note only.
    await createPlan(cook, {
      date: '2027-02-01',
      ...owner,
      recipes: [{ id: toast.id, slot: 'Breakfast' }, { id: curry.id }],
    });
    const wednesday = (await createPlan(cook, { date: '2027-02-03', ...owner, recipes: [{ id: salad.id }] }))
      .body;
    await api('PUT', `/api/mealplan/${wednesday.id}`, { token, body: { note: 'leftovers' } });
    const friday = (await createPlan(cook, { date: '2027-02-05', ...owner })).body;
    await api('PUT', `/api/mealplan/${friday.id}`, { token, body: { note: 'eating out' } });
    // An empty day is not copied.
    await createPlan(cook, { date: '2027-02-06', ...owner });
    // This week already has Wednesday.
    await createPlan(cook, { date: '2027-02-10', ...owner, recipes: [{ id: toast.id }] });

    const response = await copy(cook, { from: '2027-02-07', to: '2027-02-08', ...owner });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ copied: ['2027-02-08', '2027-02-12'], skipped: ['2027-02-10'] });

    const week = await weekOf(cook, '2027-02-08');
    expect(
      week.map((plan: { date: string; note: string | null; recipes: { name: string; slot: string }[] }) => ({
        date: plan.date,
        note: plan.note,
        recipes: slotsOf(plan),
      })),
    ).toEqual([
      { date: '2027-02-08', note: null, recipes: ['Breakfast: Copy Toast', 'Dinner: Copy Curry'] },
      { date: '2027-02-10', note: null, recipes: ['Dinner: Copy Toast'] },
      { date: '2027-02-12', note: 'eating out', recipes: [] },
    ]);
    // The copies are plans of their own: changing one leaves last week alone.
    const monday = week[0];
    await api('DELETE', `/api/mealplan/${monday.id}/recipes/${toast.id}`, { token });
    expect(slotsOf((await weekOf(cook, '2027-02-01'))[0])).toEqual([
      'Breakfast: Copy Toast',
      'Dinner: Copy Curry',
    ]);

    // Again: every day that had something now has a plan.
    const again = await copy(cook, { from: '2027-02-01', to: '2027-02-14', ...owner });
    expect(again.body).toEqual({ copied: [], skipped: ['2027-02-08', '2027-02-10', '2027-02-12'] });
  });

  it("copies a group's chefs who are still members, for members only", async () => {
    const { admin, member, outsider, group } = await householdOf('Copy');
    const stew = await createRecipe(admin.session.token, { name: 'Copy Group Stew' });
    const plan = (
      await createPlan(admin, { date: '2027-03-01', groupId: group.id, recipes: [{ id: stew.id }] })
    ).body;
    await api('PUT', `/api/mealplan/${plan.id}`, {
      token: admin.session.token,
      body: { assignedTo: [{ id: admin.session.id }, { id: member.session.id }] },
    });
    await api('DELETE', `/api/Group/${group.id}/users/${member.session.id}`, { token: admin.session.token });

    const refused = await copy(outsider, { from: '2027-03-01', to: '2027-03-08', groupId: group.id });
    expect(refused).toMatchObject({
      status: 404,
      body: { message: 'Group not found.', code: 'group_not_found' },
    });
    expect(await weekOf(admin, '2027-03-08', group.id)).toEqual([]);

    const copied = await copy(admin, { from: '2027-03-01', to: '2027-03-08', groupId: group.id });
    expect(copied.body).toEqual({ copied: ['2027-03-08'], skipped: [] });
    const [copy1] = await weekOf(admin, '2027-03-08', group.id);
    expect(copy1).toMatchObject({
      groupId: group.id,
      assignedTo: [{ id: admin.session.id, name: 'Copy Admin', avatar: null }],
      recipes: [{ id: stew.id, name: 'Copy Group Stew', slot: 'Dinner' }],
    });
  });

  it('refuses a body without exactly one owner or with bad dates', async () => {
    const cook = await signedInUser();
    const both = await copy(cook, {
      from: '2027-04-05',
      to: '2027-04-12',
      userId: cook.session.id,
      groupId: 'g',
    });
    expect(both).toMatchObject({
      status: 400,
      body: { message: 'Give either userId or groupId', code: 'validation_failed' },
    });
    const badDate = await copy(cook, { from: '2027-02-30', to: '2027-04-12', userId: cook.session.id });
    expect(badDate).toMatchObject({
      status: 400,
      body: refusedField('from', 'date must be a real date in yyyy-MM-dd form'),
    });
  });
});
