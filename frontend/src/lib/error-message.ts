import { ApiError, networkErrorStatus } from './api-client';

/** What a screen says when a call fails: the server's own message when it sent one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.status !== networkErrorStatus && error.serverMessage) || fallback;
