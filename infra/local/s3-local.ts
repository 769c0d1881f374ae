import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import S3rver from 's3rver';

/**
 * The credentials the local runtime hands the AWS SDK (start.ts sets them as AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY). DynamoDB Local takes any; s3rver refuses access keys it does not know
 * (InvalidAccessKeyId), so they are registered with it below.
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}
// s3rver keeps its accounts in a module-level registry with one built-in account; it has no option for keys.
const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: S3rverAccount;
};

/** s3rver keeps objects as files under `dir`; the real S3 client code talks to it. */
export const startS3Local = async (dir: string, port: number, buckets: string[]) => {
  mkdirSync(resolve(dir), { recursive: true });
  DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
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
