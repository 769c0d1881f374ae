import { describe, expect, it } from 'vitest';
import { apiRequest, coldStartWithOriginSecret } from './cold-start';

const secret = 'origin-secret-origin-secret-origin-secret-0001';
const edgeAddress = '130.176.0.10';

const loginRequest = (headers: Record<string, string>) =>
  apiRequest('POST /api/users/login', headers, edgeAddress);

/** The module as a cold start with this origin secret sees it. */
const clientAddressWith = coldStartWithOriginSecret(
  async () => (await import('#functions/lib/http/origin-check')).clientAddress,
);

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
