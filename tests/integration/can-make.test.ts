import { describe, expect, it } from 'vitest';
import { api, refusedField, signedInUser } from './support/api';
import { household } from './support/groups';
import { stockPantry } from './support/pantry';
import { createRecipe, uniqueWord } from './support/recipes';

/**
 * Issue 27, point 5: "what can I make" through GET /api/recipes, against the caller's pantry or a
 * group's, combined with search, tags, sort and paging. The catalogue is shared by every test of
 * the run, so each test finds its own recipes by a word no other uses.
 */
type Person = Awaited<ReturnType<typeof signedInUser>>;

const ingredients = (...names: string[]) =>
  names.map((name, index) => ({ name, amount: 1, unit: '', sortOrder: index + 1 }));

/** Four recipes named with `word`: what each needs decides what the pantry lets one make. */
const cookbook = async (person: Person, word: string) => {
  const make = (name: string, needs: string[], tags: string[] = []) =>
    createRecipe(person.session.token, { name: `${name} ${word}`, ingredients: ingredients(...needs), tags });
  await make('Omelette', ['Eggs', 'Butter', 'Salt'], ['Breakfast']);
  await make('Quiche', ['Eggs', 'Flour', 'Cream', 'Chives', 'Pepper']);
  await make('Pancakes', ['Flour', 'Eggs', 'Milk'], ['Breakfast']);
  await make('Bouillabaisse', ['Fish', 'Saffron', 'Fennel', 'Tomatoes']);
};

const list = (person: Person, query: string) =>
  api('GET', `/api/recipes?${query}`, { token: person.session.token });

/** The page as a reader sees it: each card's name (without the test's word) and what it misses. */
const shown = (body: { items: { name: string; missing?: string[] }[] }, word: string) =>
  body.items.map((item) => [item.name.replace(` ${word}`, ''), item.missing]);

describe('what can I make', () => {
  it("keeps what the caller's pantry can make, naming what each recipe misses", async () => {
    const cook = await signedInUser();
    const word = uniqueWord();
    await cookbook(cook, word);
    await stockPantry({ type: 'user', id: cook.session.id }, [
      { name: 'eggs', amount: 2 },
      { name: 'Butter', amount: 50, unit: 'g' },
      { name: 'Flour' },
    ]);
    const search = `searchTerm=${word}&sortBy=Name&sortDescending=false`;

    const now = await list(cook, `${search}&canMake=true`);
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    // Salt is on "Always have" by default.
    expect(shown(now.body, word)).toEqual([['Omelette', []]]);

    const nearly = await list(cook, `${search}&missingAtMost=2`);
    expect(shown(nearly.body, word)).toEqual([
      ['Omelette', []],
      ['Pancakes', ['Milk']],
      ['Quiche', ['Cream', 'Chives']],
    ]);
    expect(nearly.body).toMatchObject({ totalItems: 3, totalPages: 1 });

    // With a tag, a sort and paging: the second of two breakfasts, newest first.
    const paged = await list(cook, `searchTerm=${word}&tag=breakfast&missingAtMost=1&pageSize=1&page=2`);
    expect(shown(paged.body, word)).toEqual([['Omelette', []]]);
    expect(paged.body).toMatchObject({ totalItems: 2, totalPages: 2, hasPrevious: true, hasNext: false });

    // Without the filter the list is as before: every recipe, and no `missing`.
    const plain = await list(cook, search);
    expect(plain.body.items).toHaveLength(4);
    expect(plain.body.items[0]).not.toHaveProperty('missing');
  });

  it("reads a group's pantry for its members only", async () => {
    const { admin, member, outsider, group } = await household('Can make');
    const word = uniqueWord();
    await cookbook(admin, word);
    await stockPantry({ type: 'group', id: group.id }, [
      { name: 'Fish', amount: 1, unit: 'kg' },
      { name: 'Saffron' },
      { name: 'Fennel', amount: 2 },
      { name: 'Tomatoes', amount: 4 },
    ]);
    const query = `searchTerm=${word}&canMake=true&pantryGroupId=${group.id}`;

    const members = await list(member, query);
    expect(members.status, JSON.stringify(members.body)).toBe(200);
    expect(shown(members.body, word)).toEqual([['Bouillabaisse', []]]);
    // The member's own pantry is empty: on their own, only what "Always have" covers.
    expect((await list(member, `searchTerm=${word}&canMake=true`)).body.items).toEqual([]);

    const stranger = await list(outsider, query);
    expect(stranger).toMatchObject({ status: 404, body: { code: 'group_not_found' } });
  });

  it('refuses bad values with 400 and a clear message', async () => {
    const cook = await signedInUser();
    const cases: [string, string, string][] = [
      ['missingAtMost=0', 'missingAtMost', 'missingAtMost must be a whole number from 1 to 3'],
      ['missingAtMost=4', 'missingAtMost', 'missingAtMost must be a whole number from 1 to 3'],
      ['missingAtMost=1.5', 'missingAtMost', 'missingAtMost must be a whole number from 1 to 3'],
      ['missingAtMost=two', 'missingAtMost', 'missingAtMost must be a whole number from 1 to 3'],
      ['canMake=maybe', 'canMake', 'canMake must be true or false'],
      ['canMake=true&missingAtMost=2', 'missingAtMost', 'Use canMake or missingAtMost, not both'],
      ['pantryGroupId=g1', 'pantryGroupId', 'pantryGroupId needs canMake or missingAtMost'],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(cook, query);
      expect(response, query).toMatchObject({ status: 400, body: refusedField(field, message) });
    }
  });
});
