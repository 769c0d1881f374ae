import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The most a message may hold: the app's mails are a few kilobytes. */
const maxMessageBytes = 1024 * 1024;

/**
 * A real SMTP server on loopback for `npm start` (issue 25): the functions send to it over SMTP,
 * as they would to any relay, and each message it receives is kept whole as
 * `<dir>/<time>-<id>.eml`, to open in any mail program or read with `cat`. Loopback only, so it
 * needs no sign-in and relays nothing anywhere. The message is on disk before the server says it
 * took it: once a send returns, its file is there.
 */
export const startMailServer = async (dir: string) => {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'));
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
        writeFile(join(dir, name), Buffer.concat(chunks), { mode: 0o600 }).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
