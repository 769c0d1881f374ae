import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createSessions } from '#functions/data/sessions';
import { createTable } from '#functions/data/table';
import { userParts } from '#functions/data/users';
import { adminCredentials } from '../integration/support/admin-account';
import { api, login, signedInUser } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { storedItemsOf, withRuntimeTable } from '../integration/support/stored-items';
import { twoStepUser } from '../integration/support/two-step';
import { tokenOf } from '../support/mailbox';
import { totpCode } from '../support/totp-codes';

/**
 * A password reset ends every way in that the old password opened (issue 25's review): a sign-in
 * whose password was checked before the reset starts no session after it, and the second step's
 * count of wrong codes survives the reset that lifts the email's lock.
 */
const loginPath = '/api/users/login';
const secondStepPath = '/api/users/login/second-step';

/** Resets the user's password with a SysAdmin's one-time link, as a household without mail would. */
const resetWithAdminLink = async (userId: string, newPassword: string) => {
  const admin = await login(adminCredentials.email, adminCredentials.password);
  const link = await api('POST', `/api/users/${userId}/reset-link`, { token: admin.token });
  expect(link.status).toBe(200);
  const reset = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/reset-password', {
    token: tokenOf(link.body.url),
    newPassword,
  });
  expect(reset.status).toBe(204);
};

const sessionItemsOf = async (userId: string) =>
  (await storedItemsOf(`USER#${userId}`)).filter((item) => String(item.sk).startsWith('SESSION#'));

describe('a sign-in that straddles a password reset', () => {
  it('gets no session from a second step whose password step came before the reset', async () => {
    const user = await twoStepUser();
    const passwordStep = await api('POST', loginPath, {
      body: { email: user.email, password: user.password },
    });
    expect(passwordStep.body.secondStepRequired).toBe(true);
    const sessionsBefore = (await sessionItemsOf(user.session.id)).length;

    await resetWithAdminLink(user.session.id, 'after-the-reset-1');
    const second = await api('POST', secondStepPath, {
      body: { challenge: passwordStep.body.challenge, code: totpCode(user.secret) },
    });
    expect(second).toMatchObject({
      status: 401,
      body: { message: 'This sign-in has expired. Please sign in again.' },
    });
    expect(second.body.token).toBeUndefined();
    expect(await sessionItemsOf(user.session.id)).toHaveLength(sessionsBefore);
  });

  it('starts no session, atomically, for an account whose password changed after it was read', async () => {
    const user = await signedInUser();
    const profileKey = { pk: `USER#${user.session.id}`, sk: 'PROFILE' };
    const readBeforeReset = await withRuntimeTable(
      async (client) =>
        (await client.send(new GetCommand({ TableName: 'recipe-planner', Key: profileKey }))).Item,
    );
    await resetWithAdminLink(user.session.id, 'after-the-reset-2');

    const start = (passwordHash: string) =>
      withRuntimeTable((client) => {
        const sessions = createSessions(createTable(client, 'recipe-planner'));
        const sessionId = randomUUID();
        const now = Math.floor(Date.now() / 1000);
        return sessions.start(
          { userId: user.session.id, sessionId, createdAt: now, expiresAt: now + 3600 },
          `straddle-${sessionId}`,
          userParts.unchangedSince({ id: user.session.id, passwordHash }),
        );
      });
    const sessionsBefore = (await sessionItemsOf(user.session.id)).length;
    expect(await start(String(readBeforeReset?.passwordHash))).toBe(false);
    expect(await sessionItemsOf(user.session.id)).toHaveLength(sessionsBefore);
    // The same start for the account as it now is goes through.
    const current = await withRuntimeTable(
      async (client) =>
        (await client.send(new GetCommand({ TableName: 'recipe-planner', Key: profileKey }))).Item,
    );
    expect(await start(String(current?.passwordHash))).toBe(true);
    expect(await sessionItemsOf(user.session.id)).toHaveLength(sessionsBefore + 1);
  });
});

describe("the second step's own count of wrong codes", () => {
  it('is not lifted by a password reset: the code that follows the lock is refused', async () => {
    const user = await twoStepUser();
    const address = newLoopbackAddress();
    const passwordStep = async (password: string) =>
      (await apiFrom(address, 'POST', loginPath, { email: user.email, password })).body.challenge as string;
    const wrongCodes = async (challenge: string, count: number) => {
      for (let index = 0; index < count; index++)
        expect((await apiFrom(address, 'POST', secondStepPath, { challenge, code: '000000' })).status).toBe(
          401,
        );
    };
    // Eight wrong codes, and the email's tenth attempt locks it (1 + 5 + 1 + 3).
    await wrongCodes(await passwordStep(user.password), 5);
    await wrongCodes(await passwordStep(user.password), 3);
    expect(
      (await apiFrom(address, 'POST', loginPath, { email: user.email, password: user.password })).status,
    ).toBe(429);

    // The reset lifts the email's lock: the new password is served...
    await resetWithAdminLink(user.session.id, 'after-the-reset-3');
    const challenge = await passwordStep('after-the-reset-3');
    expect(challenge).toEqual(expect.any(String));
    // ...but the codes go on counting from eight: the tenth locks the second step, and then even
    // the right code is refused.
    await wrongCodes(challenge, 2);
    const right = await apiFrom(address, 'POST', secondStepPath, { challenge, code: totpCode(user.secret) });
    expect(right).toMatchObject({
      status: 429,
      body: { message: 'Too many failed password attempts. Please try again later.' },
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
