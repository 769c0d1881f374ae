import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBody } from '#shared/users/password-reset-schemas';
import { callApi } from '#web/lib/api-client';

export type ForgotPasswordValues = z.output<typeof forgotPasswordBody>;

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordValues) => callApi('forgotPassword', { body }) });
