import type { z } from 'zod';
import {
  fillPath,
  type RouteBodyInput,
  type RouteDefinition,
  type RouteParams,
  type RouteQueryInput,
  type RouteResponse,
} from '../../../shared/http/define-route';
import type { RouteName, Routes } from '../../../shared/routes';

// The route table carries every zod schema; it loads with the first call rather than with the
// first screen, so a page that has not called the API yet (the sign-in screen) stays light.
const loadRoutes = async () => (await import('../../../shared/routes')).routes;

export const networkErrorStatus = 0;

const fallbackMessage = (status: number): string =>
  status === networkErrorStatus ? 'The server could not be reached.' : `Request failed with status ${status}`;

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's own
 * `message` when it sent one, and a readable message either way.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? fallbackMessage(status));
  }
}

type Present<S, T> = S extends z.ZodType ? T : undefined;

/** The options a route needs: `params` and `body` are required exactly when the route declares them. */
export type CallOptions<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R['body'] extends z.ZodType ? { body: RouteBodyInput<R> } : { body?: undefined }) & {
    query?: Present<R['query'], RouteQueryInput<R>>;
    signal?: AbortSignal;
  };

type CallArgs<R extends RouteDefinition> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is the "no required keys" test here.
  {} extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

interface AuthHooks {
  getToken: () => string | null;
  /** Called once when an authenticated call answers 401; resolves true when a retry may succeed. */
  onUnauthorized: () => Promise<boolean>;
}

let authHooks: AuthHooks = { getToken: () => null, onUnauthorized: async () => false };

/** The session module plugs in here, so this client never imports it (and no cycle forms). */
export const configureApiAuth = (hooks: AuthHooks): void => {
  authHooks = hooks;
};

export const buildUrl = (
  route: RouteDefinition,
  params?: Record<string, string>,
  query?: unknown,
): string => {
  const path = fillPath(route.path, params);
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const serverMessageOf = async (response: Response): Promise<string | undefined> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): no server message.
  }
  return undefined;
};

const send = async (route: RouteDefinition, url: string, body: unknown, signal?: AbortSignal) => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = route.auth === 'public' ? null : authHooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    // No timeout, as the spec says: a slow answer is still an answer.
    return await fetch(url, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // cancellation is not a failure to report
    throw new ApiError(networkErrorStatus, undefined);
  }
};

/**
 * Calls one route of the shared route table and returns its typed response body
 * (`undefined` for 204). Throws `ApiError` on any non-2xx answer or network failure.
 */
export const callApi = async <N extends RouteName>(
  name: N,
  ...[options]: CallArgs<Routes[N]>
): Promise<RouteResponse<Routes[N]>> => {
  const route: RouteDefinition = (await loadRoutes())[name];
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = buildUrl(route, params, query);

  let response = await send(route, url, body, signal);
  if (response.status === 401 && route.auth !== 'public' && (await authHooks.onUnauthorized())) {
    response = await send(route, url, body, signal);
  }
  if (!response.ok) throw new ApiError(response.status, await serverMessageOf(response));
  if (response.status === 204) return undefined as RouteResponse<Routes[N]>;
  return (await response.json()) as RouteResponse<Routes[N]>;
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
