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
 * What `load` gives from modules loaded as a cold start with an origin secret in the environment
 * (config is read once per container). The tests of the calling file get their environment back
 * after each test.
 */
export const coldStartWithOriginSecret = <T>(load: () => Promise<T>) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return async (originSecret: string | undefined): Promise<T> => {
    vi.resetModules();
    vi.stubEnv('ORIGIN_VERIFY_SECRET', originSecret);
    return load();
  };
};
