import { afterEach, vi } from 'vitest';
import type { ApiEvent } from '#functions/lib/http/api-event';

/** An API Gateway request to the route, with these headers, from `sourceIp` when given. */
export const apiRequest = (
  routeKey: string,
  headers: Record<string, string>,
  sourceIp?: string,
): ApiEvent => {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: { requestId: `${method}-1`, http: { method, sourceIp } },
    isBase64Encoded: false,
  } as unknown as ApiEvent;
};

/**
 * Loads a module as a cold start with this origin secret in the environment (config is read once
 * per container). The tests of the calling file get their environment back after each test.
 */
export const coldStartWithOriginSecret = () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return async <T>(originSecret: string | undefined, load: () => Promise<T>): Promise<T> => {
    vi.resetModules();
    vi.stubEnv('ORIGIN_VERIFY_SECRET', originSecret);
    return load();
  };
};
