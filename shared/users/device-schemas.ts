import * as z from 'zod';

/** One signed-in device of the caller, as My Page lists it. */
export const deviceSession = z.object({
  id: z.string(),
  /** The caller's own session: the device this request came from. */
  current: z.boolean(),
  /** From the User-Agent at sign-in ("Chrome"); null when unknown. */
  browser: z.string().nullable(),
  /** From the User-Agent at sign-in ("Linux"); null when unknown. */
  system: z.string().nullable(),
  signedInAt: z.string().describe('ISO 8601'),
  lastActiveAt: z.string().describe('ISO 8601: the last sign-in or token refresh of this device'),
});

export const deviceSessionList = z.array(deviceSession);

/** Session ids are UUIDs; anything else names no session (404), and never reaches a key unchecked. */
export const sessionIdParams = z.strictObject({
  id: z.string().regex(/^[0-9a-zA-Z-]{1,64}$/, 'errors.invalidSessionId'),
});

export const deleteAccountBody = z.strictObject({
  password: z.string().min(1, 'errors.passwordRequired').max(128, 'errors.passwordAtMost128Characters'),
  deleteRecipes: z.boolean().default(false),
});

export type DeviceSession = z.infer<typeof deviceSession>;
export type DeleteAccountForm = z.input<typeof deleteAccountBody>;
