import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';

/** A response as the tests read it: status, parsed JSON body, headers. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A loopback address of its own (Linux routes all of 127/8 to loopback), so a test's failures are its own. */
export const newLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * A JSON request sent from `address`: the runtime takes the socket's source address as the
 * caller's, as API Gateway does, so per-address limits can be tested without the suite's own
 * requests (all from 127.0.0.1) adding up.
 */
export const apiFrom = (
  address: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> => {
  const url = new URL(path, inject('baseUrl'));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method,
        localAddress: address,
        // Node frames a DELETE's body only when told its length.
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, headers });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
};
