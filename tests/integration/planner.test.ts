import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { weekOf } from '#shared/meal-plans/week';
import { api, refused, refusedField, signedInUser } from './support/api';
import { household } from './support/groups';
import { createRecipe, uniqueWord } from './support/recipes';

type Person = Awaited<ReturnType<typeof signedInUser>>;

const neverSaved = {
  tagLimits: [],
  noRepeatDays: 14,
  maxTotalTime: {},
  prefer: { favourites: false, rating: false, pantry: false },
};

const rulesOf = (person: Person) =>
  api('GET', `/api/mealplan/rules/user/${person.session.id}`, { token: person.session.token });
const saveRules = (person: Person, body: Record<string, unknown>) =>
  api('PUT', '/api/mealplan/rules', {
    token: person.session.token,
    body: { userId: person.session.id, ...body },
  });
const suggest = (person: Person, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/mealplan/suggest', {
    token: person.session.token,
    body: { userId: person.session.id, ...body },
    headers,
  });

/** Recipes with a tag no other test uses: a rule asking for it makes the planner choose among them. */
const taggedRecipes = async (person: Person, count: number, fields: Record<string, unknown> = {}) => {
  const tag = uniqueWord();
  const recipes = [];
  for (let index = 0; index < count; index += 1)
    recipes.push(
      await createRecipe(person.session.token, { name: `${tag} dish ${index}`, tags: [tag], ...fields }),
    );
  return { tag, ids: recipes.map((recipe) => recipe.id as string) };
};

describe('planning rules', () => {
  it('are no repeat within 14 days until saved, then what was saved; a rule left out is none', async () => {
    const cook = await signedInUser();
    expect((await rulesOf(cook)).body).toEqual({ userId: cook.session.id, groupId: null, ...neverSaved });
    const rules = {
      tagLimits: [
        { tag: 'Fish', min: 1, max: 2 },
        { tag: 'meat', max: 2 },
      ],
      noRepeatDays: 21,
      maxTotalTime: { monday: 40, thursday: 30 },
      prefer: { favourites: true, rating: false, pantry: true },
    };
    const saved = await saveRules(cook, rules);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ userId: cook.session.id, groupId: null, ...rules });
    expect((await rulesOf(cook)).body).toEqual(saved.body);
    await saveRules(cook, { tagLimits: [{ tag: 'Fish', min: 1 }] });
    expect((await rulesOf(cook)).body).toEqual({
      userId: cook.session.id,
      groupId: null,
      tagLimits: [{ tag: 'Fish', min: 1 }],
      noRepeatDays: null,
      maxTotalTime: {},
      prefer: { favourites: false, rating: false, pantry: false },
    });
  });

  it('refuses rules out of bounds with a 400 naming the field, and keeps the ones saved', async () => {
    const cook = await signedInUser();
    await saveRules(cook, { noRepeatDays: 7 });
    const attempts: [Record<string, unknown>, string, string][] = [
      [
        { tagLimits: [{ tag: 'fish', min: 3, max: 1 }] },
        'tagLimits.0',
        'A tag rule’s at least cannot be more than its at most',
      ],
      [{ tagLimits: [{ tag: 'fish' }] }, 'tagLimits.0', 'A tag rule needs at least or at most'],
      [
        {
          tagLimits: [
            { tag: 'fish', min: 1 },
            { tag: 'FISH', max: 2 },
          ],
        },
        'tagLimits',
        'Each tag can have one rule',
      ],
      [
        { tagLimits: [{ tag: 'fish', max: 29 }] },
        'tagLimits.0.max',
        'A tag rule’s numbers must be whole numbers from 0 to 28',
      ],
      [{ noRepeatDays: 91 }, 'noRepeatDays', 'No-repeat days must be a whole number from 1 to 90'],
      [
        { maxTotalTime: { monday: 0 } },
        'maxTotalTime.monday',
        'A time limit must be whole minutes from 1 to 1440',
      ],
    ];
    for (const [body, field, message] of attempts) {
      const response = await saveRules(cook, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual(refusedField(field, message));
    }
    const tooMany = await saveRules(cook, {
      tagLimits: Array.from({ length: 21 }, (_, index) => ({ tag: `t${index}`, max: 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(refusedField('tagLimits', 'At most 20 tag rules'));
    expect((await saveRules(cook, { maxTotalTime: { someday: 30 } })).status).toBe(400);
    expect((await rulesOf(cook)).body.noRepeatDays).toBe(7);
  });

  it("are a group's members' to read and change; others get 404 and change nothing", async () => {
    const { admin, member, outsider, group } = await household('Planners');
    const path = `/api/mealplan/rules/group/${group.id}`;
    const changed = await api('PUT', '/api/mealplan/rules', {
      token: member.session.token,
      body: { groupId: group.id, noRepeatDays: 10 },
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', path, { token: admin.session.token })).body).toMatchObject({
      groupId: group.id,
      userId: null,
      noRepeatDays: 10,
    });
    expect((await api('GET', path, { token: outsider.session.token })).status).toBe(404);
    const planted = await api('PUT', '/api/mealplan/rules', {
      token: outsider.session.token,
      body: { groupId: group.id, noRepeatDays: 1 },
    });
    expect(planted.status).toBe(404);
    expect(
      (await rulesOf({ ...outsider, session: { ...outsider.session, id: admin.session.id } })).status,
    ).toBe(404);
    expect((await api('GET', path, { token: admin.session.token })).body.noRepeatDays).toBe(10);
  });
});

describe('suggesting a week', () => {
  it('fills the empty dinners under the rules, keeps planned days, and saves nothing', async () => {
    const cook = await signedInUser();
    const { tag, ids } = await taggedRecipes(cook, 8, { prepTime: 10, cookTime: 20 });
    const week = weekOf('2031-03-03');
    const planned = await api('POST', '/api/mealplan/create', {
      token: cook.session.token,
      body: { id: randomUUID(), date: week[0], userId: cook.session.id, recipes: [{ id: ids[0] }] },
    });
    expect(planned.status).toBe(200);
    await saveRules(cook, { tagLimits: [{ tag, min: 7 }], noRepeatDays: 14, maxTotalTime: { tuesday: 30 } });

    const answer = await suggest(cook, { weekStartDate: week[3] });
    expect(answer.status).toBe(200);
    expect(answer.body.unmet).toEqual([]);
    expect(answer.body.days.map((day: { date: string }) => day.date)).toEqual(week.slice(1));
    for (const day of answer.body.days) {
      expect(day.slot).toBe('Dinner');
      expect(ids.slice(1)).toContain(day.recipeId);
      expect(day.name).toMatch(new RegExp(`^${tag} dish`));
    }
    expect(new Set(answer.body.days.map((day: { recipeId: string }) => day.recipeId)).size).toBe(6);

    const saved = await api('GET', `/api/mealplan/week?weekStartDate=${week[0]}`, {
      token: cook.session.token,
    });
    expect(saved.body.map((plan: { date: string }) => plan.date)).toEqual([week[0]]);
  });

  it('replaces one proposed recipe with "Suggest another" and keeps the rest of the proposal', async () => {
    const cook = await signedInUser();
    const { tag, ids } = await taggedRecipes(cook, 9);
    await saveRules(cook, { tagLimits: [{ tag, min: 7 }] });
    const week = weekOf('2031-04-07');
    const first = (await suggest(cook, { weekStartDate: week[0] })).body;
    const proposal = first.days.map(({ date, slot, recipeId }: Record<string, string>) => ({
      date,
      slot,
      recipeId,
    }));
    const target = proposal[2];
    const again = await suggest(cook, { weekStartDate: week[0], proposal, replace: target });
    expect(again.status).toBe(200);
    expect(again.body.unmet).toEqual([]);
    const byDate = new Map(again.body.days.map((day: Record<string, string>) => [day.date, day.recipeId]));
    expect(byDate.size).toBe(7);
    for (const meal of proposal) {
      if (meal === target) {
        expect(byDate.get(meal.date)).not.toBe(meal.recipeId);
        expect(ids).toContain(byDate.get(meal.date));
      } else expect(byDate.get(meal.date)).toBe(meal.recipeId);
    }
  });

  it('fills what it can and names the rule it could not keep, in the caller’s language', async () => {
    const cook = await signedInUser();
    const { tag } = await taggedRecipes(cook, 2);
    // Two recipes, each once in a fortnight: five is out of reach.
    await saveRules(cook, { tagLimits: [{ tag, min: 5 }], noRepeatDays: 14 });
    const answer = await suggest(cook, { weekStartDate: '2031-05-05' });
    expect(answer.status).toBe(200);
    expect(answer.body.days).toHaveLength(7);
    expect(answer.body.unmet).toEqual([
      {
        rule: 'tagMin',
        tag,
        message: `At least 5 recipes tagged “${tag}”: not enough of them fit the other rules.`,
      },
    ]);
    const german = await suggest(cook, { weekStartDate: '2031-05-05' }, { 'accept-language': 'de' });
    expect(german.body.unmet[0].message).toBe(
      `Mindestens 5 Rezepte mit dem Schlagwort „${tag}“: Es passen nicht genug davon zu den anderen Regeln.`,
    );
  });

  it('refuses a proposal outside the week, no meal to plan, and another owner', async () => {
    const cook = await signedInUser();
    const stranger = await signedInUser();
    const outside = await suggest(cook, {
      weekStartDate: '2031-05-05',
      proposal: [{ date: '2031-05-20', slot: 'Dinner', recipeId: 'r1' }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual(refused('The proposed days must be in the week planned'));
    const noMeal = await suggest(cook, { weekStartDate: '2031-05-05', slots: [] });
    expect(noMeal.status).toBe(400);
    expect(noMeal.body).toEqual(refusedField('slots', 'Choose at least one meal to plan'));
    const theirs = await api('POST', '/api/mealplan/suggest', {
      token: stranger.session.token,
      body: { userId: cook.session.id, weekStartDate: '2031-05-05' },
    });
    expect(theirs.status).toBe(404);
  });
});
