import { clientLimits } from '../http/client-limits';
import type { RouteDefinition } from '../http/define-route';
import {
  addPasskeyBody,
  enableTwoStepBody,
  ownPasswordBody,
  passkey,
  passkeyList,
  passkeyParams,
  passkeySignInBody,
  renamePasskeyBody,
  secondStepBody,
  twoStepRecoveryCodes,
  twoStepSetup,
  twoStepStatus,
  webAuthnOptions,
} from './sign-in-factor-schemas';
import { session } from './user-schemas';

const sessionSummary =
  'answers what login answers with a session (in cookie mode, x-refresh-token-mode: cookie, the refresh token in an HttpOnly cookie)';

/** Passkeys and two-step sign-in: part of the users resource (user-routes.ts spreads them in). */
export const signInFactorRoutes = {
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/users/passkeys/registration-options',
    auth: 'user',
    summary:
      "Options for the browser's prompt to make a passkey for the caller (a discoverable credential), once the caller's password confirms it; its challenge lives 5 minutes and is used once",
    body: ownPasswordBody,
    response: webAuthnOptions,
    limits: clientLimits.signInFactorSetup,
  },
  addPasskey: {
    method: 'POST',
    path: '/api/users/passkeys',
    auth: 'user',
    summary:
      'Store the passkey the browser made (its registration response), named after the browser and system that made it',
    body: addPasskeyBody,
    response: passkey,
    status: 201,
    limits: clientLimits.signInFactorSetup,
  },
  listPasskeys: {
    method: 'GET',
    path: '/api/users/passkeys',
    auth: 'user',
    summary: "The caller's passkeys, oldest first",
    response: passkeyList,
  },
  renamePasskey: {
    method: 'PUT',
    path: '/api/users/passkeys/{id}',
    auth: 'user',
    summary: "Rename one of the caller's passkeys (1 to 60 characters)",
    params: passkeyParams,
    body: renamePasskeyBody,
    response: passkey,
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/users/passkeys/{id}',
    auth: 'user',
    summary: "Remove one of the caller's passkeys: it signs in no more",
    params: passkeyParams,
    status: 204,
  },
  passkeyLoginOptions: {
    method: 'POST',
    path: '/api/users/login/passkey-options',
    auth: 'public',
    summary:
      "Options for the browser's prompt to sign in with a passkey (no email: any passkey made here may answer); the challenge lives 5 minutes and is used once",
    response: webAuthnOptions,
    limits: clientLimits.passkeySignIn,
  },
  passkeyLogin: {
    method: 'POST',
    path: '/api/users/login/passkey',
    auth: 'public',
    summary: `Sign in with a passkey (the browser's authentication response): no second step; ${sessionSummary}`,
    body: passkeySignInBody,
    response: session,
    limits: clientLimits.passkeySignIn,
  },
  loginSecondStep: {
    method: 'POST',
    path: '/api/users/login/second-step',
    auth: 'public',
    summary: `The second step of a password sign-in with two-step sign-in on: the challenge login answered and a code from the authenticator app or a recovery code (each used once); ${sessionSummary}. A challenge lives 5 minutes and allows 5 codes`,
    body: secondStepBody,
    response: session,
    limits: clientLimits.secondStep,
  },
  twoStepStatus: {
    method: 'GET',
    path: '/api/users/two-step',
    auth: 'user',
    summary: 'Whether two-step sign-in is on for the caller, and how many recovery codes are left',
    response: twoStepStatus,
  },
  twoStepSetup: {
    method: 'POST',
    path: '/api/users/two-step/setup',
    auth: 'user',
    summary:
      "Start turning two-step sign-in on, once the caller's password confirms it: a new secret (base32, 160 bits) and its otpauth:// URI for an authenticator app; nothing changes until a code confirms it",
    body: ownPasswordBody,
    response: twoStepSetup,
    limits: clientLimits.signInFactorSetup,
  },
  twoStepEnable: {
    method: 'POST',
    path: '/api/users/two-step/enable',
    auth: 'user',
    summary:
      'Turn two-step sign-in on with a code from the authenticator app for the secret of setup; answers 10 recovery codes, shown this once',
    body: enableTwoStepBody,
    response: twoStepRecoveryCodes,
    limits: clientLimits.signInFactorSetup,
  },
  twoStepDisable: {
    method: 'DELETE',
    path: '/api/users/two-step',
    auth: 'user',
    summary: "Turn two-step sign-in off (the caller's password confirms it); the recovery codes go too",
    body: ownPasswordBody,
    status: 204,
  },
} as const satisfies Record<string, Omit<RouteDefinition, 'resource'>>;
