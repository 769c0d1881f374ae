import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const maxRetries = 2;

/** Retrying cannot fix a request the server refused (4xx); a dropped connection or a 5xx it might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
};

/** One cache for the whole app; logout clears it so the next user sees nothing of the last. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
