import type middy from '@middy/core';
import { referrerPolicy, strictTransportSecurity } from '#shared/web-security-headers';
import type { ApiEvent, ApiResult } from './api-event';

/** API responses are data, never documents: nothing may render, frame or cache them. */
const apiSecurityHeaders: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': strictTransportSecurity,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': referrerPolicy,
};

const addHeaders = (request: middy.Request<ApiEvent, ApiResult>) => {
  if (request.response) request.response.headers = { ...apiSecurityHeaders, ...request.response.headers };
};

/** Registered first so that its after and onError hooks run last, on whatever response was made. */
export const securityHeaders = (): middy.MiddlewareObj<ApiEvent, ApiResult> => ({
  after: addHeaders,
  onError: addHeaders,
});
