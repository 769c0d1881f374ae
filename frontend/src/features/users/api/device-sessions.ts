import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

export const deviceSessionsKey = ['device-sessions'] as const;

/** The user's signed-in devices, the most recently active first; `current` is this one. */
export const useDeviceSessions = () =>
  useQuery(
    queryOptions({
      queryKey: deviceSessionsKey,
      queryFn: ({ signal }) => callApi('deviceSessions', { signal }),
    }),
  );

/** Signs one device out: its next request lands on the sign-in page. */
export const useEndDeviceSession = () =>
  useRefreshingMutation({
    mutationFn: (id: string) => callApi('endDeviceSession', { params: { id } }),
    stale: () => deviceSessionsKey,
  });

/** "Sign out everywhere else": every device but this one, in one request. */
export const useEndOtherDeviceSessions = () =>
  useRefreshingMutation({
    mutationFn: () => callApi('endOtherDeviceSessions', {}),
    stale: () => deviceSessionsKey,
  });
