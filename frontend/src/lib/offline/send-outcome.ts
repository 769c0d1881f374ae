import { isApiError, networkErrorStatus } from '../api-client';

/**
 * What to do with a queued change the server did not take:
 * - 'retry': keep it and stop sending for now (no network, the server failing, a session to renew);
 * - 'gone': drop it, the thing it changes was removed (another device deleted the item);
 * - 'refused': drop it, the server will never take it (invalid, forbidden).
 */
export type SendFailure = 'retry' | 'gone' | 'refused';

export const sendFailure = (error: unknown): SendFailure => {
  if (!isApiError(error)) return 'retry';
  const { status } = error;
  if (status === networkErrorStatus || status >= 500 || status === 401 || status === 408 || status === 429)
    return 'retry';
  if (status === 404) return 'gone';
  // A conflict the server could not settle by retrying itself: sending again later may.
  if (status === 409) return 'retry';
  return 'refused';
};

/** Whether a failed call never reached the server, so the change should wait in the queue. */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.status === networkErrorStatus;
