import * as z from 'zod';
import { resetPasswordBody } from '#shared/users/password-reset-schemas';

export const passwordsDoNotMatchMessage = "Passwords don't match.";

/** New password (the server's rules, spec 5) and the same typed again. */
export const passwordResetForm = z
  .object({
    newPassword: resetPasswordBody.shape.newPassword,
    confirmPassword: z.string().min(1, 'Confirm your new password.'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDoNotMatchMessage,
    path: ['confirmPassword'],
  });

export type PasswordResetInput = z.input<typeof passwordResetForm>;
export type PasswordResetValues = z.output<typeof passwordResetForm>;
