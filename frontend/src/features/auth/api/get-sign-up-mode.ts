import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** Who may register (public): the sign-in and registration pages offer no form that would always fail. */
export const useSignUpModeForVisitors = () =>
  useQuery({
    queryKey: ['sign-up'],
    queryFn: ({ signal }) => callApi('signUp', { signal }),
    staleTime: 60_000,
  });
