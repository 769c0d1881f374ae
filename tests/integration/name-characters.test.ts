import { describe, expect, it } from 'vitest';
import { api, signedInUser, uniqueEmail } from './support/api';
import { recipeBody } from './support/recipe-body';

/**
 * Names are shown to other people (members, chefs, the admin list): characters that draw nothing
 * or reorder what is drawn would let one name pass for another.
 */
const hidden = {
  'a right-to-left override': 'Bob\u202Egnp.exe',
  'a zero-width space': 'Admin\u200Bistrator',
  'a byte order mark': '\uFEFFAlice',
  'a control character': 'Bell\u0007',
  'a line break': 'Two\nLines',
};

describe('names with invisible or control characters', () => {
  it.each(Object.entries(hidden))('are refused with a 400 when they hold %s', async (_, name) => {
    const owner = await signedInUser();
    const token = owner.session.token;
    const email = uniqueEmail('hidden');
    const attempts = {
      register: await api('POST', '/api/users/register', {
        body: { name, email, password: 'password-1', confirmPassword: 'password-1' },
      }),
      profile: await api('PUT', '/api/users/update', { token, body: { name, avatar: null } }),
      group: await api('POST', '/api/Group/create', { token, body: { name } }),
      recipe: await api('POST', '/api/recipes', { token, body: recipeBody({ name }) }),
      ingredient: await api('POST', '/api/recipes', {
        token,
        body: recipeBody({ ingredients: [{ name, amount: 1, unit: 'pcs', sortOrder: 1 }] }),
      }),
      item: await api('POST', '/api/shoppinglistitem', {
        token,
        body: { name, amount: null, unit: null, userId: owner.session.id },
      }),
    };
    for (const [what, response] of Object.entries(attempts)) {
      expect({ what, status: response.status }).toEqual({ what, status: 400 });
      expect(response.body.message).toMatch(/must not contain invisible or control characters/);
    }
    // Nothing was stored.
    const signIn = await api('POST', '/api/users/login', { body: { email, password: 'password-1' } });
    expect(signIn.status).toBe(401);
    const groups = await api('GET', '/api/group/user', { token });
    expect(groups.body).toEqual([]);
    const mine = await api('GET', '/api/recipes/user', { token });
    expect(mine.body).toEqual([]);
  });

  it('keeps letters, marks and emoji of every script', async () => {
    const name = 'Zoë 王 Ана 🍅';
    const owner = await signedInUser({ name });
    expect(owner.session.name).toBe(name);
    const group = await api('POST', '/api/Group/create', { token: owner.session.token, body: { name } });
    expect(group).toMatchObject({ status: 201, body: { name } });
  });
});
