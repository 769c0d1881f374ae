import { randomUUID } from 'node:crypto';
import { beforeAll, expect, inject } from 'vitest';
import type { Session } from '#shared/users/user-schemas';
import { type ApiResponse, apiFrom, newLoopbackAddress } from './from-address';

export type { ApiResponse } from './from-address';

/**
 * Sign-ups and sign-ins (both steps) the suite sends as households of their own (see `api`): the
 * second step's per-address limit (30 codes in 10 minutes) is reached by the suite's many two-step
 * sign-ins when they all come from 127.0.0.1.
 */
const ownAddressPaths = new Set(['/api/users/register', '/api/users/login', '/api/users/login/second-step']);

/** Sends a real HTTP request to the local runtime and returns status, parsed body and headers. */
export const api = async <T = any>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    rawBody?: string;
    /**
     * A loopback address to send from (see `apiFrom`): for a file whose many requests to a
     * limited route are not the flood under test.
     */
    from?: string;
  } = {},
): Promise<ApiResponse<T>> => {
  // Each sign-up and sign-in of the suite stands for a household of its own, so it comes from a
  // loopback address of its own: hundreds of them from one address would be the flood their limits
  // refuse.
  if (
    method === 'POST' &&
    ownAddressPaths.has(path) &&
    !options.rawBody &&
    !options.headers &&
    !options.token
  )
    return apiFrom(newLoopbackAddress(), method, path, options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from !== undefined && options.rawBody === undefined)
    return apiFrom(options.from, method, path, options.body, headers);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
};

/** The body of a 200 answer; any other status fails the test with the body's text. */
export const okBody = <T>(response: ApiResponse): T => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const register = async (
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) => {
  const account = { name: 'Test User', email: uniqueEmail(), password: 'password-1', ...overrides };
  const response = await api('POST', '/api/users/register', {
    body: { ...account, confirmPassword: account.password },
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return account;
};

export const login = async (email: string, password: string): Promise<Session> => {
  const response = await api<Session>('POST', '/api/users/login', { body: { email, password } });
  if (response.status !== 200)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

/** A new account, signed in. */
export const signedInUser = async (overrides: Partial<{ name: string; password: string }> = {}) => {
  const account = await register(overrides);
  return { ...account, session: await login(account.email, account.password) };
};

/**
 * One account of a describe block (or file), signed up and in once before its tests, for tests that
 * only read or are refused and so leave it as they found it: each sign-up and sign-in costs the
 * runtime a password hash (scrypt, about 65 ms at the tests' cost). Tests whose checks need an
 * account nobody else touched keep `signedInUser()`.
 */
export const sharedSignedInUser = (overrides: Partial<{ name: string; password: string }> = {}) => {
  let user: Awaited<ReturnType<typeof signedInUser>> | undefined;
  beforeAll(async () => {
    user = await signedInUser(overrides);
  });
  return () => {
    if (!user) throw new Error('the shared user is signed in by beforeAll');
    return user;
  };
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a 400 about one field looks like: its message in `fields`, under the field's dotted path,
 * and in `message`, a sentence that names no field; each with its stable code (issue 26).
 */
export const refusedField = (field: string, message: string) => ({
  message: expect.stringMatching(new RegExp(`^(?!.*${escaped(field)}:).*${escaped(message)}`)),
  code: expect.any(String),
  fields: expect.objectContaining({ [field]: message }),
  fieldCodes: expect.objectContaining({ [field]: expect.stringMatching(/^[a-z0-9_]+$/) }),
});

/** A refusal as the API answers it: its status, and a body of just its sentence and stable code. */
export const refusal = (status: number, message: string, code: string) => ({
  status,
  body: { message, code },
});

/** A 400 whose sentence contains `message` (no one field at fault, or the field does not matter). */
export const refused = (message: string) => ({
  message: expect.stringContaining(message),
  code: expect.stringMatching(/^[a-z0-9_]+$/),
});
