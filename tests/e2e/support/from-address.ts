import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/** The app under test (playwright.config.ts starts it on E2E_PORT). */
const port = Number(process.env.E2E_PORT ?? 3100);

/** A loopback address of its own (Linux routes all of 127/8 to loopback). */
export const newLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * A JSON POST sent from `address`: the app takes the connection's address as the caller's, so a
 * test set-up that stands for many clients (a sign-up for each test) sends from many addresses,
 * and the limits per address (shared/http/client-limits.ts) see many clients, as they would.
 */
export const postFrom = (address: string, path: string, body: unknown) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
