import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  callApi('changePassword', { body });

/** Changes the password; the server signs out every other session. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
