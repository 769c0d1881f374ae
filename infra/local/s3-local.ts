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

interface S3Notification {
  Records?: { eventName?: string; s3: { bucket: { name: string }; object: { key: string } } }[];
}

interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}
// s3rver keeps its accounts in a module-level registry with one built-in account; it has no option for keys.
const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: S3rverAccount;
};

/**
 * The browser puts import files and fetches exports straight from the transfer bucket with signed
 * addresses, from the app's origin: as the CDK stack sets on the real bucket.
 */
const browserTransferCors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface S3ObjectCreated {
  bucket: string;
  key: string;
  /** The event as S3 sends it to Lambda. */
  event: unknown;
}

/**
 * s3rver keeps objects as files under `dir`; the real S3 client code talks to it. Buckets in
 * `browserBuckets` take signed PUT and GET from the web app. `onCreated` hears of new objects,
 * as an S3 event notification would.
 */
export const startS3Local = async (
  dir: string,
  port: number,
  buckets: string[],
  {
    browserBuckets = [],
    onCreated,
  }: { browserBuckets?: string[]; onCreated?: (created: S3ObjectCreated) => void } = {},
) => {
  mkdirSync(resolve(dir), { recursive: true });
  DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: resolve(dir),
    silent: true,
    configureBuckets: buckets.map((name) => ({
      name,
      configs: browserBuckets.includes(name) ? [browserTransferCors] : [],
    })),
  });
  if (onCreated) {
    (server as unknown as NodeJS.EventEmitter).on('event', (event: S3Notification) => {
      for (const record of event.Records ?? []) {
        if (record.eventName?.startsWith('ObjectCreated'))
          onCreated({
            bucket: record.s3.bucket.name,
            key: record.s3.object.key,
            event: { Records: [record] },
          });
      }
    });
  }
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
};
