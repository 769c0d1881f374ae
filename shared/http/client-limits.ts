import type { RouteLimits } from './define-route';

/**
 * Every limit per client, in one place (issue 24; docs/security.md, "Limits per client"). Each sits
 * between what ordinary use needs, never refused, and a flood, always refused. A rate counts in
 * sixths of its period and sums the last seven, so any `perSeconds` span holds at most `max`
 * requests, and a steady rate up to 6/7 of `max` per period is never refused.
 *
 * | route          | always served, one address        | refused with 429                         |
 * |----------------|-----------------------------------|------------------------------------------|
 * | register       | 20 sign-ups an hour               | more than 30 within 10 minutes           |
 * | sign in        | 100 in 5 minutes (right or wrong) | more than 120 within 5 minutes           |
 * | refresh token  | 60 a minute (devices behind NAT)  | more than 120 within a minute            |
 * | import a page  | 30 a minute, one after another    | more than 60 a minute, more than 3 at once (per address and per user) |
 * | calendar feed  | 60 a minute                       | more than 200 within a minute            |
 * | add to a group | 25 an hour (per group admin)      | more than 30 within an hour              |
 * | forgot password| 15 in 15 minutes                  | more than 20 within 15 minutes           |
 * | reset password | 15 in 15 minutes                  | more than 20 within 15 minutes           |
 * | passkey sign-in| 20 a minute (options, and answer) | more than 60 within a minute             |
 * | second step    | 20 codes within 10 minutes        | more than 30 within 10 minutes           |
 * | passkey setup  | 20 an hour (per user)             | more than 60 within an hour              |
 * | sign-up mode   | 100 a minute (page loads)         | more than 120 within a minute            |
 * | check a link   | 40 in 10 minutes                  | more than 60 within 10 minutes           |
 * | make a link    | 25 an hour (per user)             | more than 30 within an hour              |
 * | join by a link | 25 an hour (per user)             | more than 30 within an hour              |
 *
 * Sign-in's limit is checked before the password is hashed (scrypt, 128 MB), so a flood from one
 * address costs no hashing past it; the sign-in throttle's own rule per address
 * (functions/data/login-throttle.ts: 100 failures in 15 minutes, after which only right passwords
 * are served) works within it. Reset mails have one per email besides
 * (functions/users/password-reset-service.ts: 3 an hour, beyond which none is sent and the answer
 * stays the same).
 */
export const clientLimits = {
  register: { perAddress: { max: 30, perSeconds: 10 * 60 } },
  login: { perAddress: { max: 120, perSeconds: 5 * 60 } },
  refreshToken: { perAddress: { max: 120, perSeconds: 60 } },
  importRecipe: {
    perAddress: { max: 60, perSeconds: 60 },
    perUser: { max: 60, perSeconds: 60 },
    atOnce: 3,
  },
  calendarFeedFile: { perAddress: { max: 200, perSeconds: 60 } },
  addGroupMember: { perUser: { max: 30, perSeconds: 60 * 60 } },
  forgotPassword: { perAddress: { max: 20, perSeconds: 15 * 60 } },
  resetPassword: { perAddress: { max: 20, perSeconds: 15 * 60 } },
  // Each passkey sign-in is two requests (options, then the answer), each counted by its route.
  passkeySignIn: { perAddress: { max: 60, perSeconds: 60 } },
  // Codes are guessable (a million of them): beside the sign-in throttle per email and per address,
  // and the challenge's five tries, one address gets few.
  secondStep: { perAddress: { max: 30, perSeconds: 10 * 60 } },
  // Adding a passkey or starting two-step sign-in writes items and runs WebAuthn's checks.
  signInFactorSetup: { perUser: { max: 60, perSeconds: 60 * 60 } },
  // Issue 25: the public reads of the sign-up page, and the invitation links' writes.
  signUpMode: { perAddress: { max: 120, perSeconds: 60 } },
  checkInvitationLink: { perAddress: { max: 60, perSeconds: 10 * 60 } },
  createInvitationLink: { perUser: { max: 30, perSeconds: 60 * 60 } },
  joinByInvitationLink: { perUser: { max: 30, perSeconds: 60 * 60 } },
} as const satisfies Record<string, RouteLimits>;
