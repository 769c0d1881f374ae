import type { z } from 'zod';
import {
  fillPath,
  type RouteBodyInput,
  type RouteDefinition,
  type RouteParams,
  type RouteQueryInput,
  type RouteResponse,
} from '#shared/http/define-route';
import type { RouteName, Routes } from '#shared/routes';
import { cookieMode, refreshTokenModeHeader } from '#shared/users/refresh-token-mode';
import { t } from '#web/lib/i18n/t';
import { rememberFirstRead, takeEarlyRead } from './early-reads';
import { activeLocale } from './i18n/language';
import { offlineCopyHeader } from './offline/cache-names';
import { reportServerReached } from './offline/online-status';

/** What the client needs of a route to call it; the schemas stay with the forms that use them. */
export type RouteAddress = Pick<RouteDefinition, 'method' | 'path' | 'auth'>;

// The build replaces this with each route's method, path and auth, read from the route table
// (frontend/vite.config.ts), so calling the API never downloads zod and every schema.
declare const __ROUTE_ADDRESSES__: Record<RouteName, RouteAddress> | undefined;

// Outside the build (unit tests) the route table itself is read.
const loadRoutes = async (): Promise<Record<RouteName, RouteAddress>> =>
  typeof __ROUTE_ADDRESSES__ !== 'undefined' ? __ROUTE_ADDRESSES__ : (await import('#shared/routes')).routes;

export const networkErrorStatus = 0;

const fallbackMessage = (status: number): string =>
  status === networkErrorStatus
    ? t('shell.serverUnreachable')
    : t('shell.requestFailed', { status: String(status) });

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's own
 * `message` when it sent one, and a readable message either way; for invalid input, the server's
 * message for each field (`fields`, by dotted path) so a form can show it at that field. The
 * server's messages come in the user's language (issue 26): compare `code` (`recipe_not_found`)
 * and `fieldCodes`, never a message's text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fields: Readonly<Record<string, string>> = {},
    /** The error's stable code, when the server sent one. */
    readonly code?: string,
    /** Each field's stable code, by the same dotted path as `fields`. */
    readonly fieldCodes: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage);
    // Without the server's, the message is worded when read, in the language then on screen: a
    // call can fail at start-up, before the reader's catalogue has loaded.
    if (serverMessage === undefined)
      Object.defineProperty(this, 'message', { get: () => fallbackMessage(status), configurable: true });
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
  /** Resolves when the token is there to send (a signed-in app fetches it at start-up and after a sleep). */
  tokenReady?: () => Promise<unknown>;
}

let authHooks: AuthHooks = { getToken: () => null, onUnauthorized: async () => false };

/**
 * The web app keeps its refresh token in an HttpOnly cookie, so it asks the session routes for
 * cookie mode (the header is also their CSRF guard: shared/users/refresh-token-mode.ts).
 */
const cookieModeRoutes: ReadonlySet<RouteName> = new Set([
  'login',
  'loginSecondStep',
  'passkeyLogin',
  'refreshToken',
  'logout',
]);

/** The session module plugs in here, so this client never imports it (and no cycle forms). */
export const configureApiAuth = (hooks: AuthHooks): void => {
  authHooks = hooks;
};

/**
 * The access token for a connection that is not a fetch (the live lists' WebSocket), once there is
 * one to send (as a call waits for it); null when signed out.
 */
export const accessToken = async (): Promise<string | null> => {
  await authHooks.tokenReady?.();
  return authHooks.getToken();
};

export const buildUrl = (route: RouteAddress, params?: Record<string, string>, query?: unknown): string => {
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

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The error body's `message`, `fields`, `code` and `fieldCodes`, when the server sent them. */
const serverErrorOf = async (response: Response): Promise<ConstructorParameters<typeof ApiError>> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, fields, code, fieldCodes } = body as Record<string, unknown>;
      return [
        response.status,
        typeof message === 'string' ? message : undefined,
        isStringRecord(fields) ? fields : undefined,
        typeof code === 'string' ? code : undefined,
        isStringRecord(fieldCodes) ? fieldCodes : undefined,
      ];
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): no server message.
  }
  return [response.status, undefined];
};

/** An answer from the server itself, or the service worker's offline copy in its place. */
const reported = (response: Response): Response => {
  reportServerReached(!response.headers.has(offlineCopyHeader));
  return response;
};

const send = async (
  route: RouteAddress,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string>,
) => {
  // The API answers (its error messages) in the language on screen, which may not be the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': activeLocale(),
    ...extraHeaders,
  };
  // A FormData body sets its own multipart Content-Type, boundary included.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = route.auth === 'public' ? null : authHooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token && route.method === 'GET') {
    rememberFirstRead(url);
    const early = await takeEarlyRead(url);
    if (early) return reported(early);
  }
  try {
    // No timeout, as the spec says: a slow answer is still an answer.
    return reported(
      await fetch(url, {
        method: route.method,
        headers,
        body: body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      }),
    );
  } catch (error) {
    if (signal?.aborted) throw error; // cancellation is not a failure to report
    reportServerReached(false);
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
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  return (await request(name, params, query, body, signal)).data;
};

/** A response body with the answer's headers, for routes that put metadata there (a next-page cursor). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** `callApi`, but the answer's headers come back with its body. */
export const callApiWithHeaders = async <N extends RouteName>(
  name: N,
  ...[options]: CallArgs<Routes[N]>
): Promise<ApiResponse<RouteResponse<Routes[N]>>> => {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request(name, params, query, body, signal);
};

/** The routes whose body is a multipart form (file uploads) rather than JSON. */
export type MultipartRouteName = {
  [N in RouteName]: Routes[N] extends { bodyType: 'multipart' } ? N : never;
}[RouteName];

/**
 * Sends a multipart form to one of the upload routes: same path, token and error handling as
 * `callApi`, but the browser encodes the body (and its boundary) itself.
 */
export const callApiWithForm = <N extends MultipartRouteName>(
  name: N,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<RouteResponse<Routes[N]>> =>
  request(name, undefined, undefined, form, options.signal).then(({ data }) => data);

const request = async <N extends RouteName>(
  name: N,
  params: Record<string, string> | undefined,
  query: unknown,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<ApiResponse<RouteResponse<Routes[N]>>> => {
  const route = (await loadRoutes())[name];
  const url = buildUrl(route, params, query);
  const headers: Record<string, string> = cookieModeRoutes.has(name)
    ? { [refreshTokenModeHeader]: cookieMode }
    : {};
  if (route.auth !== 'public') await authHooks.tokenReady?.();

  let response = await send(route, url, body, signal, headers);
  if (response.status === 401 && route.auth !== 'public' && (await authHooks.onUnauthorized())) {
    response = await send(route, url, body, signal, headers);
  }
  return { data: await readAnswer<N>(response), headers: response.headers };
};

/** An answer's body, or its error as `ApiError`: the same for a response fetched outside `callApi`. */
export const readAnswer = async <N extends RouteName>(
  response: Response,
): Promise<RouteResponse<Routes[N]>> => {
  if (!response.ok) throw new ApiError(...(await serverErrorOf(response)));
  return (response.status === 204 ? undefined : await response.json()) as RouteResponse<Routes[N]>;
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
