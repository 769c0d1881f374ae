import { type APIRequestContext, expect } from '@playwright/test';

type SendOptions = Omit<NonNullable<Parameters<APIRequestContext['fetch']>[1]>, 'headers' | 'method'>;

/**
 * A call to the API as the token's user, for set-up and for checking what the server holds. The
 * test fails with the server's answer unless the status is `status` ('ok': any success, for
 * create-or-get calls); returns the parsed answer.
 */
export const sendThroughApi = async <T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: SendOptions,
  status: number | 'ok',
): Promise<T> => {
  const response = await request.fetch(path, {
    ...options,
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (status === 'ok') expect(response.ok(), text).toBe(true);
  else expect(response.status(), text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};

/** Set-up through the API: a POST as the token's user (see sendThroughApi). */
export const postThroughApi = <T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  options: SendOptions,
  status: number | 'ok' = 201,
): Promise<T> => sendThroughApi<T>(request, token, 'POST', path, options, status);

/** What the server holds at `path`, read as the token's user (a 200 answer). */
export const readThroughApi = <T = unknown>(request: APIRequestContext, token: string, path: string) =>
  sendThroughApi<T>(request, token, 'GET', path, {}, 200);
