import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { startSession } from '#web/lib/auth/session';

/** The second step of a password sign-in: the challenge login answered, and a code. */
export const useSecondStep = (challenge: string) =>
  useMutation({
    mutationFn: ({ code }: { code: string }) => callApi('loginSecondStep', { body: { challenge, code } }),
    onSuccess: (session) => startSession(session),
  });
