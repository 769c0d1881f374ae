import { describe, expect, it } from 'vitest';
import type { CalendarFeeds } from '#functions/data/calendar-feeds';
import type { LoginThrottle } from '#functions/data/login-throttle';
import type { Sessions } from '#functions/data/sessions';
import { signingKey } from '#functions/lib/auth/access-token';
import { ForbiddenError } from '#functions/lib/domain-errors';
import { translateError } from '#functions/lib/i18n/translate';
import { createUserService } from '#functions/users/user-service';
import { callerFor, fakeUsers } from './fakes';

/** A dependency these rules must not reach. */
const untouched = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: () => () => {
      throw new Error(`${name} was used`);
    },
  });

const setUp = () => {
  const { users, byId } = fakeUsers();
  const service = createUserService({
    users,
    sessions: untouched<Sessions>('sessions'),
    loginThrottle: untouched<LoginThrottle>('loginThrottle'),
    calendarLinks: untouched<CalendarFeeds>('calendarLinks'),
    tokenKeys: async () => ({ current: signingKey('u'.repeat(32)), previous: [], issuer: 'unit' }),
    now: () => Date.parse('2026-03-01T10:00:00.000Z'),
    newId: () => 'new-user',
  });
  return { service, byId };
};

const admin = { name: 'Second Admin', email: 'root@example.com', password: 'a long password 1' };

describe('user rules', () => {
  it.each([
    ['SysAdmin', 'Sys Admin'],
    ['GroupAdmin', 'Group Admin'],
  ] as const)('refuses a Group Admin creating a %s, and stores nothing', async (role, label) => {
    const { service, byId } = setUp();
    await expect(service.addUser(callerFor('boss', 'GroupAdmin'), { ...admin, role })).rejects.toEqual(
      new ForbiddenError(`Only a Sys Admin may create a ${label}.`),
    );
    expect(byId.size).toBe(0);
  });

  it('names the role in the reader’s language', async () => {
    const { service } = setUp();
    const refused: ForbiddenError = await service
      .addUser(callerFor('boss', 'GroupAdmin'), { ...admin, role: 'GroupAdmin' })
      .then(
        () => {
          throw new Error('created');
        },
        (error) => error,
      );
    expect(translateError('de', refused.key, refused.values)).toBe(
      'Nur ein Systemadmin darf ein Konto mit der Rolle Gruppenadmin anlegen.',
    );
    expect(translateError('ar', refused.key, refused.values)).toBe(
      'لا ينشئ حساب مسؤول مجموعة إلا مسؤول النظام.',
    );
  });

  it('lets a Sys Admin create a Sys Admin', { timeout: 30_000 }, async () => {
    const { service, byId } = setUp();
    expect(await service.addUser(callerFor('root', 'SysAdmin'), { ...admin, role: 'SysAdmin' })).toEqual({
      id: 'new-user',
      name: 'Second Admin',
      email: 'root@example.com',
      role: 'SysAdmin',
      avatar: null,
      language: null,
    });
    expect(byId.get('new-user')?.passwordHash).toMatch(/^scrypt/);
  });
});
