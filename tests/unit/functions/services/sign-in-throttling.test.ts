import { describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from '#functions/data/login-throttle';
import type { Sessions } from '#functions/data/sessions';
import type { Users } from '#functions/data/users';
import { signingKey } from '#functions/lib/auth/access-token';
import { englishError } from '#functions/lib/i18n/translate';
import { createUserService, tooManyAttempts } from '#functions/users/user-service';
import { memoryTable } from '../data/memory-table';
import { callerFor, fakeUsers, userRecord } from './fakes';

/** Hashing stands in cheaply here, and each password check is logged with the calls around it. */
const log = vi.hoisted(() => [] as string[]);
vi.mock('#functions/lib/auth/password-hash', () => ({
  hashPassword: async (password: string) => `plain$${password}`,
  verifyPassword: async (password: string, stored: string) => {
    log.push('verify');
    return stored === `plain$${password}`;
  },
  decoyHash: async () => 'plain$decoy that nobody types',
  needsRehash: () => false,
}));

const start = Date.parse('2026-03-01T10:00:00.000Z');

const setUp = () => {
  const ada = { ...userRecord('ada'), passwordHash: 'plain$right password' };
  const { users: stored, byId } = fakeUsers([ada]);
  const { table } = memoryTable(log);
  // Every call, the table's and the users', lands in one log in the order it was made.
  const users = Object.fromEntries(
    Object.entries(stored).map(([name, call]) => [
      name,
      (...args: never[]) => {
        log.push(`users.${name}`);
        return (call as (...args: never[]) => unknown)(...args);
      },
    ]),
  ) as unknown as Users;
  let now = start;
  const sessions = { start: async () => true, listLive: async () => [] } as unknown as Sessions;
  const service = createUserService({
    users,
    sessions,
    loginThrottle: createLoginThrottle(table),
    calendarLinks: { removeAllOf: async () => undefined },
    tokenKeys: async () => ({ current: signingKey('u'.repeat(32)), previous: [], issuer: 'unit' }),
    now: () => now,
    newId: () => 'session-1',
  });
  return {
    service,
    ada,
    byId,
    wait: (seconds: number) => {
      now += seconds * 1000;
    },
  };
};

/** What a caller sees of one sign-in: the outcome, and the work done for it. */
const signIn = async (
  service: ReturnType<typeof setUp>['service'],
  email: string,
  password: string,
  address = '198.51.100.7',
) => {
  log.length = 0;
  const answer = await service.login(email, password, address).then(
    (session) => ({ signedIn: 'email' in session ? session.email : 'second step' }),
    (error: Error & { retryAfterSeconds?: number }) => ({
      refused: error.name,
      message: error.message,
      retryAfter: error.retryAfterSeconds,
    }),
  );
  return { answer, work: [...log] };
};

const wrong = { refused: 'UnauthorizedError', message: 'Invalid email or password.', retryAfter: undefined };
const throttled = (retryAfter: number) => ({
  refused: 'TooManyRequestsError',
  message: englishError(tooManyAttempts),
  retryAfter,
});

describe('sign-in throttling', () => {
  it('answers twelve failed attempts for a known and an unknown email alike, doing the same work', async () => {
    const { service, ada } = setUp();
    const known = [];
    const unknown = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      known.push(await signIn(service, ada.email, `guess ${attempt}`));
      unknown.push(await signIn(service, 'nobody@example.com', `guess ${attempt}`));
    }
    expect(known.map(({ answer }) => answer)).toEqual([
      ...Array(10).fill(wrong),
      throttled(60),
      throttled(60),
    ]);
    expect(unknown).toEqual(known);
    expect(known[0]?.work).toEqual([
      'get SIGNIN',
      'put SIGNIN',
      'users.findIdByEmail',
      'users.findById',
      'verify',
      'update SIGNINFROM',
    ]);
    expect(known[10]?.work).toEqual(['get SIGNIN', 'update SIGNINFROM']);
  });

  it('refuses even the right password while locked, and lifts the lock after a back-off that doubles', async () => {
    const { service, ada, wait } = setUp();
    for (let attempt = 0; attempt < 10; attempt++) await signIn(service, ada.email, 'wrong');
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual(throttled(60));
    wait(59);
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual(throttled(1));
    wait(1);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn(service, ada.email, 'wrong')).answer).toEqual(wrong);
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual(throttled(120));
    wait(119);
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual(throttled(1));
    wait(1);
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual({ signedIn: ada.email });
  });

  it('starts again from nothing after the right password', async () => {
    const { service, ada } = setUp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++)
        expect((await signIn(service, ada.email, 'wrong')).answer).toEqual(wrong);
      expect((await signIn(service, ada.email, 'right password')).answer).toEqual({ signedIn: ada.email });
    }
  });

  it('refuses wrong passwords from an address past 100 failures, known email or not, but never the right one', async () => {
    const { service, ada } = setUp();
    const busy = '203.0.113.50';
    for (let attempt = 0; attempt < 101; attempt++)
      await signIn(service, `target-${Math.floor(attempt / 10)}@example.com`, 'guess', busy);
    const known = await signIn(service, ada.email, 'wrong', busy);
    const unknown = await signIn(service, 'someone-else@example.com', 'wrong', busy);
    expect(known.answer).toMatchObject({
      refused: 'TooManyRequestsError',
      message: englishError(tooManyAttempts),
    });
    expect(unknown).toEqual(known);
    expect((await signIn(service, ada.email, 'right password', busy)).answer).toEqual({
      signedIn: ada.email,
    });
    expect((await signIn(service, 'someone-else@example.com', 'wrong', '203.0.113.51')).answer).toEqual(
      wrong,
    );
  });
});

describe('change-password throttling', () => {
  it('refuses with 429 after ten wrong old passwords, even the right one, and locks sign-in too', async () => {
    const { service, ada, byId } = setUp();
    const caller = { ...callerFor('ada'), email: ada.email };
    const change = (oldPassword: string) =>
      service.changePassword(caller, { oldPassword, newPassword: 'new password' }).then(
        () => 'changed',
        (error: Error) => `${error.name}: ${error.message}`,
      );
    for (let attempt = 0; attempt < 10; attempt++)
      expect(await change(`wrong ${attempt}`)).toBe('InvalidInputError: Old password is incorrect.');
    expect(await change('right password')).toBe(`TooManyRequestsError: ${englishError(tooManyAttempts)}`);
    expect(byId.get('ada')?.passwordHash).toBe('plain$right password');
    expect((await signIn(service, ada.email, 'right password')).answer).toEqual(throttled(60));
  });

  it('forgets the wrong old passwords once the right one is given', async () => {
    const { service, ada, byId } = setUp();
    const caller = { ...callerFor('ada'), email: ada.email };
    for (let attempt = 0; attempt < 9; attempt++)
      await service
        .changePassword(caller, { oldPassword: 'wrong', newPassword: 'new password' })
        .catch(() => {});
    await service.changePassword(caller, { oldPassword: 'right password', newPassword: 'new password' });
    expect(byId.get('ada')?.passwordHash).toBe('plain$new password');
    for (let attempt = 0; attempt < 9; attempt++)
      expect((await signIn(service, ada.email, 'wrong')).answer).toEqual(wrong);
    expect((await signIn(service, ada.email, 'new password')).answer).toEqual({ signedIn: ada.email });
  });
});
