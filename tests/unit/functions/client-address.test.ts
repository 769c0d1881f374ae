import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '#functions/lib/http/api-event';

const secret = 'origin-secret-origin-secret-origin-secret-0001';
const edgeAddress = '130.176.0.10';

const loginRequest = (headers: Record<string, string>): ApiEvent =>
  ({
    version: '2.0',
    routeKey: 'POST /api/users/login',
    rawPath: '/api/users/login',
    rawQueryString: '',
    headers,
    requestContext: { requestId: 'login-1', http: { method: 'POST', sourceIp: edgeAddress } },
    isBase64Encoded: false,
  }) as unknown as ApiEvent;

/** The module as a cold start with this environment sees it (config is read once per container). */
const clientAddressWith = async (originSecret: string | undefined) => {
  vi.resetModules();
  vi.stubEnv('ORIGIN_VERIFY_SECRET', originSecret);
  return (await import('#functions/lib/http/origin-check')).clientAddress;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the address a per-address limit counts', () => {
  it("is the viewer's, as CloudFront wrote it, on a request that carries CloudFront's secret", async () => {
    const clientAddress = await clientAddressWith(secret);
    const request = loginRequest({ 'x-origin-verify': secret, 'x-viewer-address': '203.0.113.7' });
    expect(clientAddress(request)).toBe('203.0.113.7');
  });

  it("is the source address when CloudFront wrote none (and never the edge's header-less guess)", async () => {
    const clientAddress = await clientAddressWith(secret);
    expect(clientAddress(loginRequest({ 'x-origin-verify': secret }))).toBe(edgeAddress);
    expect(clientAddress(loginRequest({ 'x-origin-verify': secret, 'x-viewer-address': ' ' }))).toBe(
      edgeAddress,
    );
  });

  it('ignores a viewer address on a request without the secret: anyone can send that header', async () => {
    const clientAddress = await clientAddressWith(secret);
    const forged: Record<string, string>[] = [
      { 'x-viewer-address': '203.0.113.7' },
      { 'x-origin-verify': 'guess', 'x-viewer-address': '203.0.113.7' },
    ];
    for (const headers of forged) expect(clientAddress(loginRequest(headers))).toBe(edgeAddress);
  });

  it('is the source address in the local runtime, which has no CloudFront and no secret', async () => {
    const clientAddress = await clientAddressWith(undefined);
    expect(clientAddress(loginRequest({ 'x-viewer-address': '203.0.113.7' }))).toBe(edgeAddress);
    expect(clientAddress(loginRequest({}))).toBe(edgeAddress);
  });
});
