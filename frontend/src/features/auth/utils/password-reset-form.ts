import * as z from 'zod';
import { resetPasswordBody } from '#shared/users/password-reset-schemas';

/** Catalogue keys: the form's resolver (`lazyResolver`) shows them in the reader's language. */
export const passwordsDoNotMatchMessage = 'auth.passwordsDoNotMatch';

/** New password (the server's rules, spec 5) and the same typed again. */
export const passwordResetForm = z
  .object({
    newPassword: resetPasswordBody.shape.newPassword,
    confirmPassword: z.string().min(1, 'auth.confirmNewPasswordRequired'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDoNotMatchMessage,
    path: ['confirmPassword'],
  });

export type PasswordResetInput = z.input<typeof passwordResetForm>;
export type PasswordResetValues = z.output<typeof passwordResetForm>;
