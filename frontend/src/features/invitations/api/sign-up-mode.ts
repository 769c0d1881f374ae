import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignUpMode } from '#shared/users/sign-up-rules';
import { callApi } from '#web/lib/api-client';

export const signUpModeKey = ['sign-up-mode'] as const;

/** The SysAdmin's view of who may register. */
export const useSignUpMode = () =>
  useQuery({ queryKey: signUpModeKey, queryFn: ({ signal }) => callApi('getSignUpMode', { signal }) });

export const useSetSignUpMode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: SignUpMode) => callApi('setSignUpMode', { body: { mode } }),
    onSuccess: (saved) => queryClient.setQueryData(signUpModeKey, saved),
  });
};
