import type { SignUpMode } from '#shared/users/sign-up-rules';
import type { Table } from './table';

/** The one item of deployment-wide settings of who may register (issue 25). */
const signUpKey = { pk: 'SETTINGS', sk: 'SIGNUP' } as const;

/**
 * Who may register. No item means "open": a deployment from before the setting keeps registration
 * as it was, and nothing needs to be written on upgrade.
 */
export const createSignUpSettings = (table: Table) => ({
  async mode(): Promise<SignUpMode> {
    return (await table.get<{ mode?: SignUpMode }>(signUpKey))?.mode ?? 'open';
  },

  async setMode(mode: SignUpMode, changedBy: string, changedAt: string): Promise<void> {
    await table.write({
      Put: { Item: { ...signUpKey, type: 'SignUpSettings', mode, changedBy, changedAt } },
    });
  },
});

export type SignUpSettings = ReturnType<typeof createSignUpSettings>;
