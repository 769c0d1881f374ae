import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** A SysAdmin's one-time reset link for a user (30 minutes), to hand over in person. */
export const useResetLink = () =>
  useMutation({ mutationFn: (userId: string) => callApi('resetLink', { params: { id: userId } }) });
