import { expect } from 'vitest';
import { awaitFreshStep, totpCode } from '../../support/totp-codes';
import { api, signedInUser } from './api';

/** Turns two-step sign-in on through the API, as My Page does: the secret, then a code (a step back) to confirm. */
export const turnOnTwoStep = async (token: string, password: string) => {
  const setup = await api('POST', '/api/users/two-step/setup', { token, body: { password } });
  expect(setup.status).toBe(200);
  await awaitFreshStep();
  const enabled = await api('POST', '/api/users/two-step/enable', {
    token,
    body: { code: totpCode(setup.body.secret, -1) },
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
};

/** A new account with two-step sign-in on. */
export const twoStepUser = async () => {
  const user = await signedInUser();
  return { ...user, ...(await turnOnTwoStep(user.session.token, user.password)) };
};
