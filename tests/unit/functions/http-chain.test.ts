import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '#functions/lib/http/api-event';
import { handler } from '#functions/openapi/handler';
import { handler as usersHandler } from '#functions/users/handler';

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const event = (routeKey: string, extra: Partial<ApiEvent> = {}): ApiEvent =>
  ({
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1],
    rawQueryString: '',
    headers: {},
    requestContext: { requestId: 'api-request-1', http: { method: routeKey.split(' ')[0] } },
    isBase64Encoded: false,
    ...extra,
  }) as ApiEvent;

describe('the middy chain, called as Lambda calls it', () => {
  it('answers with the route result and the API security headers', async () => {
    const result = await handler(event('GET /api/openapi.json'), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '').openapi).toBe('3.1.0');
    expect(result.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('maps an unknown route key to a JSON 404 that still carries the headers', async () => {
    const result = await handler(event('GET /api/elsewhere'), context);
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body ?? '')).toEqual({ message: 'No such route', code: 'no_such_route' });
    expect(result.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses malformed and oversize JSON before any route code runs', async () => {
    const json = { 'content-type': 'application/json' };
    const malformed = await usersHandler(
      event('POST /api/users/login', { headers: json, body: '{' }),
      context,
    );
    expect([malformed.statusCode, JSON.parse(malformed.body ?? '')]).toEqual([
      400,
      { message: 'Request body is not valid JSON', code: 'invalid_json' },
    ]);
    const base64 = Buffer.from('{"a":').toString('base64');
    const encoded = await usersHandler(
      event('POST /api/users/login', { headers: json, body: base64, isBase64Encoded: true }),
      context,
    );
    expect(encoded.statusCode).toBe(400);
    const big = await usersHandler(
      event('POST /api/users/login', { headers: json, body: 'x'.repeat(70_000) }),
      context,
    );
    expect(big.statusCode).toBe(413);
  });

  it('refuses a protected route without a token, before touching the database', async () => {
    const result = await usersHandler(event('GET /api/users/all-users'), context);
    expect(result.statusCode).toBe(401);
    expect(result.headers['www-authenticate']).toBe('Bearer');
  });

  it('writes one structured JSON access-log line per request, with both request ids', async () => {
    // The logger reads its level once, at import: load a fresh copy of the handler at INFO.
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
    vi.resetModules();
    const { handler: loggingHandler } = await import('#functions/openapi/handler');
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await loggingHandler(event('GET /api/elsewhere'), context);
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
    }
    const entries = lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'INFO',
        message: 'Request',
        service: 'recipe-planner',
        function_request_id: 'test',
        correlation_id: 'api-request-1',
        routeKey: 'GET /api/elsewhere',
        statusCode: 404,
        durationMs: expect.any(Number),
      }),
    );
  });
});
