import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginBody } from '#shared/users/user-schemas';
import { ApiError, callApi, networkErrorStatus } from '#web/lib/api-client';
import { startSession } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';

export type LoginValues = z.output<typeof loginBody>;

/** Said when the server refuses the email and password, whatever its reason. */
export const loginFailedMessage = (): string => t('auth.invalidCredentials');
/** Said when the server cannot be reached or fails. */
export const unexpectedErrorMessage = (): string => t('common.unexpectedError');

/** What the sign-in screen says when sign-in fails. */
export const loginErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return unexpectedErrorMessage();
  // Too many attempts: the server's sentence says so (the same for every email).
  if (error.status === 429) return error.message;
  // Unreachable or broken server: saying the password is wrong would mislead.
  if (error.status === networkErrorStatus || error.status >= 500) return unexpectedErrorMessage();
  return loginFailedMessage();
};

export const login = (body: LoginValues) => callApi('login', { body });

/**
 * Signs in; with a session, it is stored and the refresh planned. An account with two-step sign-in
 * answers a challenge instead, which the form's second step redeems (`useSecondStep`).
 */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!('secondStepRequired' in answer)) startSession(answer);
    },
  });
