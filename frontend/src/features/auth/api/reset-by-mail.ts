import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';

/** Whether this deployment mails reset links (a sender is configured); it does not change while the app runs. */
export const useResetByMail = () =>
  useQuery(
    queryOptions({
      queryKey: ['reset-by-mail'],
      queryFn: ({ signal }) => callApi('resetByMail', { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
