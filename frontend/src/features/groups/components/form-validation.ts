import { lazyResolver } from '#web/lib/lazy-resolver';

/** The group forms' checks (the shared schemas), loaded when a form is first used. */
export const groupNameValidation = lazyResolver<{ name: string }, { name: string }>(
  async () => (await import('./form-resolvers')).groupNameResolver,
);
export const memberEmailValidation = lazyResolver<{ email: string }, { email: string }>(
  async () => (await import('./form-resolvers')).memberEmailResolver,
);
