import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { viewerAddressCode } from '../../infra/constructs/viewer-address';

type Headers = Record<string, { value: string }>;
type Handler = (event: { viewer: { ip: string }; request: { uri: string; headers: Headers } }) => {
  uri: string;
  headers: Headers;
};
const handler = runInNewContext(`${viewerAddressCode}; handler`) as Handler;

describe('viewer address CloudFront function', () => {
  it("writes the viewer's IP address into x-viewer-address and leaves the rest of the request", () => {
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: { uri: '/api/users/login', headers: { 'content-type': { value: 'application/json' } } },
    });
    expect(request).toEqual({
      uri: '/api/users/login',
      headers: {
        'content-type': { value: 'application/json' },
        'x-viewer-address': { value: '203.0.113.7' },
      },
    });
  });

  it('overwrites an address the viewer claimed for itself', () => {
    const request = handler({
      viewer: { ip: '2001:db8::1' },
      request: { uri: '/api/users/login', headers: { 'x-viewer-address': { value: '198.51.100.1' } } },
    });
    expect(request.headers['x-viewer-address']).toEqual({ value: '2001:db8::1' });
  });
});
