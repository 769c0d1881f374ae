import { type APIRequestContext, expect } from '@playwright/test';

type PostOptions = Omit<NonNullable<Parameters<APIRequestContext['post']>[1]>, 'headers'>;

/**
 * Set-up through the API: a POST as the token's user. The test fails with the server's answer unless
 * the status is `status` ('ok': any success, for create-or-get calls); returns the parsed answer.
 */
export const postThroughApi = async <T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  options: PostOptions,
  status: number | 'ok' = 201,
): Promise<T> => {
  const response = await request.post(path, { ...options, headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (status === 'ok') expect(response.ok(), text).toBe(true);
  else expect(response.status(), text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};
