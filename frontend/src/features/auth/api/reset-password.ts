import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** Sets a new password with a reset link's token; the server ends every session of the account. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => callApi('resetPassword', { body }),
  });
