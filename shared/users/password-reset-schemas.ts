import * as z from 'zod';
import { resetLinkMinutes, resetLinkSentMessage } from './password-reset-texts';
import { changePasswordBody, loginBody } from './user-schemas';

export * from './password-reset-texts';

export const forgotPasswordBody = z.strictObject({ email: loginBody.shape.email });

/** The token is 32 random bytes, base64url: 43 characters; anything else is refused unread. */
export const resetPasswordBody = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'errors.invalidResetLink')
    .describe('The token of the reset link (its `token` query parameter)'),
  // The rules of change-password and registration (spec 5): at least 6 characters.
  newPassword: changePasswordBody.shape.newPassword,
});

export const resetByMailStatus = z.object({
  enabled: z.boolean().describe('Whether this deployment sends reset links by email'),
});

export const resetLinkSent = z.object({ message: z.literal(resetLinkSentMessage) });

export const resetLinkParams = z.strictObject({ id: z.string().min(1).max(64) });

export const adminResetLink = z.object({
  url: z.string().describe(`A one-time link to /reset-password, valid ${resetLinkMinutes} minutes`),
});

export type ForgotPasswordForm = z.input<typeof forgotPasswordBody>;
