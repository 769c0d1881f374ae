import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';

/** s3rver keeps objects as files under `dir`; the real S3 client code talks to it. */
export const startS3Local = async (dir: string, port: number, buckets: string[]) => {
  mkdirSync(resolve(dir), { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: resolve(dir),
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
};
