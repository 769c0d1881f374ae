import { describe, expect, it } from 'vitest';
import { api, login, signedInUser } from './support/api';
import { putStoredItem, storedItemsOf } from './support/stored-items';

/**
 * The account's language (issue 26): chosen on My Page with PUT /api/users/update, carried by the
 * login answer so that a second device follows it; null (or never chosen) follows the browser.
 */
describe("the account's language", () => {
  const update = (token: string, body: Record<string, unknown>) =>
    api('PUT', '/api/users/update', { token, body: { name: 'Test User', avatar: null, ...body } });

  it('is kept with the account: the next login answers with it, and null resets it', async () => {
    const user = await signedInUser();
    expect(user.session.language).toBeNull();

    const chosen = await update(user.session.token, { language: 'de' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ language: 'de' });
    expect((await login(user.email, user.password)).language).toBe('de');

    // A profile change without a language leaves it as it is.
    expect((await update(user.session.token, { name: 'Renamed User' })).body).toMatchObject({
      name: 'Renamed User',
      language: 'de',
    });
    expect((await login(user.email, user.password)).language).toBe('de');

    expect((await update(user.session.token, { language: null })).body).toMatchObject({ language: null });
    expect((await login(user.email, user.password)).language).toBeNull();
  });

  it('refuses a language the app does not speak, with a message on the field', async () => {
    const user = await signedInUser();
    const refused = await update(user.session.token, { language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { language: expect.any(String) } });
    expect((refused.body as { fields: { language: string } }).fields.language).not.toBe('');
    expect((await login(user.email, user.password)).language).toBeNull();
  });

  it('reads as null for an account stored before languages existed (no language attribute)', async () => {
    const user = await signedInUser();
    const profile = (await storedItemsOf(`USER#${user.session.id}`)).find((item) => item.sk === 'PROFILE');
    expect(profile).toBeDefined();
    // The account as an earlier release wrote it: no `language` attribute at all.
    const { language: _none, ...oldShape } = profile ?? {};
    await putStoredItem(oldShape);
    const stored = (await storedItemsOf(`USER#${user.session.id}`)).find((item) => item.sk === 'PROFILE');
    expect(stored && 'language' in stored).toBe(false);

    const session = await login(user.email, user.password);
    expect(session.language).toBeNull();
    expect(session).toMatchObject({ id: user.session.id, email: user.email, name: user.name });
  });
});
