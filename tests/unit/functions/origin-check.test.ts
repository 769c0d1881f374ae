import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '#functions/lib/http/api-event';

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const secret = 'origin-secret-origin-secret-origin-secret-0001';

const openapiRequest = (headers: Record<string, string>): ApiEvent =>
  ({
    version: '2.0',
    routeKey: 'GET /api/openapi.json',
    rawPath: '/api/openapi.json',
    rawQueryString: '',
    headers,
    requestContext: { requestId: 'api-request-1', http: { method: 'GET' } },
    isBase64Encoded: false,
  }) as ApiEvent;

/** A handler loaded as a cold start with this environment (config is read once per container). */
const coldHandler = async (originSecret: string | undefined) => {
  vi.resetModules();
  vi.stubEnv('ORIGIN_VERIFY_SECRET', originSecret);
  return (await import('#functions/openapi/handler')).handler;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('requests that did not come through CloudFront', () => {
  it('are refused with a 403 when the origin secret is configured (in AWS)', async () => {
    const handler = await coldHandler(secret);
    const forged: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'guess' },
      { 'x-origin-verify': `${secret}x` },
    ];
    for (const headers of forged) {
      const result = await handler(openapiRequest(headers), context);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '')).toEqual({ message: 'Requests must come through the site' });
    }
  });

  it('pass with the header CloudFront adds', async () => {
    const handler = await coldHandler(secret);
    const result = await handler(openapiRequest({ 'X-Origin-Verify': secret }), context);
    expect(result.statusCode).toBe(200);
  });

  it('pass without any header when no secret is configured (the local runtime has no CloudFront)', async () => {
    const handler = await coldHandler(undefined);
    expect((await handler(openapiRequest({}), context)).statusCode).toBe(200);
  });
});
