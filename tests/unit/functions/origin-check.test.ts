import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { apiRequest, coldStartWithOriginSecret } from './cold-start';

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const secret = 'origin-secret-origin-secret-origin-secret-0001';

const openapiRequest = (headers: Record<string, string>) => apiRequest('GET /api/openapi.json', headers);

/** A handler loaded as a cold start with this origin secret. */
const coldHandler = coldStartWithOriginSecret(
  async () => (await import('#functions/openapi/handler')).handler,
);

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
      expect(JSON.parse(result.body ?? '')).toEqual({
        message: 'Requests must come through the site',
        code: 'not_through_site',
      });
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
