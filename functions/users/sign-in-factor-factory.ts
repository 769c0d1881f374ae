import { createLoginThrottle } from '../data/login-throttle';
import { createPasskeys } from '../data/passkeys';
import { createSignInChallenges } from '../data/sign-in-challenges';
import type { Table } from '../data/table';
import { createTwoStep } from '../data/two-step';
import { createUsers } from '../data/users';
import { jwtKeys } from '../lib/auth/jwt-secret';
import { webConfig } from '../lib/config';
import { createPasskeyService, relyingPartyOf } from './passkey-service';
import { createTwoStepService } from './two-step-service';

/** Passkeys and two-step sign-in wired to the real table (the users handler and user service use them). */
export const createSignInFactors = (table: Table) => {
  const challenges = createSignInChallenges(table);
  const users = createUsers(table);
  return {
    passkeys: createPasskeyService({
      passkeys: createPasskeys(table),
      challenges,
      users,
      relyingParty: () => relyingPartyOf(webConfig().WEB_ORIGIN),
    }),
    twoStep: createTwoStepService({
      twoStep: createTwoStep(table),
      challenges,
      users,
      loginThrottle: createLoginThrottle(table),
      tokenKeys: () => jwtKeys(),
    }),
  };
};
