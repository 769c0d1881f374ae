import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerBody } from '#shared/users/user-schemas';
import { ApiError, callApi, networkErrorStatus } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';

export type RegisterValues = z.output<typeof registerBody>;

/** What the registration screen says above the button when the server refuses. */
export const registrationErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status === networkErrorStatus) {
    return t('common.unexpectedError');
  }
  return error.serverMessage || t('auth.registrationFailed');
};

export const register = (body: RegisterValues) => callApi('register', { body });

export const useRegister = () => useMutation({ mutationFn: register });
