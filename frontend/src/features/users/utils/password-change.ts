import * as z from 'zod';
import { changePasswordBody } from '#shared/users/user-schemas';

// Catalogue keys, as the shared schemas' messages are: the form shows them in the reader's language.
export const passwordFieldsRequiredMessage = 'users.passwordFieldsRequired';
export const passwordsDoNotMatchMessage = 'users.passwordsDoNotMatch';

const required = z.string().min(1, passwordFieldsRequiredMessage);

/**
 * The Change Password form (spec 5): the server's rules (the old password, a new one of at least 6
 * characters), every field required, and the new password typed twice alike.
 */
export const passwordChangeForm = changePasswordBody
  .extend({
    newPassword: required.pipe(changePasswordBody.shape.newPassword),
    confirmPassword: required,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDoNotMatchMessage,
    path: ['confirmPassword'],
  });

export type PasswordChangeInput = z.input<typeof passwordChangeForm>;
export type PasswordChangeValues = z.output<typeof passwordChangeForm>;
