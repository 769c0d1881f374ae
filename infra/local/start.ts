import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { tableGrantsOf } from '../stacks/function-access';
import { attachAccountCleanup } from './account-cleanup-runner';
import { ensureTable } from './create-table';
import { superviseDynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { attachLiveServer } from './live-server';
import { createLocalApi } from './local-api';
import { startMailServer } from './mail-server';
import { localCredentials, startS3Local } from './s3-local';
import { createStaticFiles } from './static-files';
import { wakeOnConsumedChanges } from './stream-wakes';
import { createTableGuard } from './table-guard';
import { followTableStream } from './table-stream';

const settings = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('.data'),
    ADMIN_EMAIL: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().optional(),
    /** Who the app's mails come from; `off` runs without mail, as a deployment without a sender. */
    MAIL_FROM: z.string().trim().min(1).default('Recipe Planner <no-reply@recipe-planner.localhost>'),
  })
  .parse(process.env);

const tableName = 'recipe-planner';
const imageBucket = 'recipe-planner-images';
const transferBucket = 'recipe-planner-transfers';
const dataDir = resolve(settings.DATA_DIR);
const webRoot = resolve('frontend/dist');

/**
 * The JWT signing secret lives with the data, so sessions survive a restart on the same DATA_DIR.
 * To rotate it, rename `jwt-secret` to `jwt-secret.previous` and restart: a new secret is made, and
 * tokens signed with the previous one still verify until that file is removed.
 */
const loadJwtSecrets = () => {
  const file = resolve(dataDir, 'jwt-secret');
  const previous = resolve(dataDir, 'jwt-secret.previous');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return {
    JWT_SECRET: readFileSync(file, 'utf8').trim(),
    ...(existsSync(previous) ? { JWT_PREVIOUS_SECRET: readFileSync(previous, 'utf8').trim() } : {}),
  };
};

/** Everything started so far, stopped in reverse order on Ctrl-C, SIGTERM or a failed start. */
const cleanups: (() => unknown)[] = [];
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** Each function may reach only what its role allows in AWS (see table-guard.ts). */
const tableGuard = createTableGuard(tableGrantsOf);

/** The upload function, loaded on first use (like a Lambda's cold start) with the environment set below. */
const runUploadHandler = async (event: unknown) => {
  const { uploadHandlerEntry } = await import('#functions');
  const { handler } = (await import(uploadHandlerEntry())) as { handler: (event: unknown) => Promise<void> };
  await tableGuard.runAs('upload', () => handler(event));
};

const main = async () => {
  mkdirSync(dataDir, { recursive: true });
  const [dynamoPort, s3Port] = [await freePort(), await freePort()];
  const dynamo = await superviseDynamoDbLocal(resolve(dataDir, 'dynamodb'), dynamoPort);
  cleanups.push(() => dynamo.stop());
  const s3 = await startS3Local(resolve(dataDir, 's3'), s3Port, [imageBucket, transferBucket], {
    browserBuckets: [transferBucket],
    // What S3's event notification does in AWS: an uploaded import file starts its function.
    onCreated: ({ bucket, key, event }) => {
      if (bucket !== transferBucket || !key.startsWith('imports/')) return;
      void runUploadHandler(event).catch((error: unknown) =>
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'Import of an uploaded file failed',
            error: String(error),
          }),
        ),
      );
    },
  });
  cleanups.push(() => s3.close());
  // Mail goes over SMTP to a server of our own, which keeps each message under $DATA_DIR/mail.
  const mail = settings.MAIL_FROM === 'off' ? undefined : await startMailServer(resolve(dataDir, 'mail'));
  if (mail) cleanups.push(() => mail.close());
  else for (const name of ['MAIL_FROM', 'SMTP_URL']) delete process.env[name];

  // The handler modules read these exactly as they read their Lambda environment in AWS.
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    IMAGE_BUCKET: imageBucket,
    TRANSFER_BUCKET: transferBucket,
    // The address this runtime serves the web app on, for links back into it (calendar feeds).
    WEB_ORIGIN: `http://localhost:${settings.PORT}`,
    ...loadJwtSecrets(),
    ...(mail ? { MAIL_FROM: settings.MAIL_FROM, SMTP_URL: mail.url } : {}),
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    // One access-log line per request is right for CloudWatch, noise in a terminal: warnings and up.
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  });

  const { sharedDynamoClient } = await import('#functions');
  const sharedClient = await sharedDynamoClient();
  let stream: ReturnType<typeof followTableStream> | undefined;
  tableGuard.install(sharedClient);
  // A change the live lists or the clean-up take is in the table's stream now: read it without waiting.
  wakeOnConsumedChanges(sharedClient, () => stream?.wake());

  const admin = new DynamoDBClient({});
  await ensureTable(admin, tableName);
  admin.destroy();

  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    const { ensureAdmin } = await import('#functions');
    const { outcome, email } = await ensureAdmin({
      name: settings.ADMIN_NAME,
      email: settings.ADMIN_EMAIL,
      password: settings.ADMIN_PASSWORD,
    });
    console.log(outcome === 'created' ? `Created SysAdmin ${email}` : `SysAdmin ${email} already exists`);
  }

  const api = createLocalApi(tableGuard);
  const web = createStaticFiles(webRoot, [s3.endpoint]);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        await api(request, response, url);
      } else await web(url.pathname, String(request.headers['accept-encoding'] ?? ''), response);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', message: 'Local runtime failed a request', error: String(error) }),
      );
      if (!response.headersSent)
        response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: 'Bad gateway' }));
    }
  });
  cleanups.push(() => {
    server.close();
    server.closeAllConnections();
  });
  // Live shopping lists (issue 16): the WebSocket API on /api/live, fed by the table's stream.
  const live = await attachLiveServer(server, tableGuard);
  cleanups.push(() => live.close());
  const cleanup = await attachAccountCleanup(tableGuard, () => stream?.wake());
  stream = followTableStream({
    tableName,
    endpoint: dynamo.endpoint,
    // Two consumers of the one stream, as two event sources in AWS: the clean-up queues its own.
    onRecords: (records) => {
      cleanup.onStreamRecords(records);
      return live.onStreamRecords(records);
    },
  });
  const following = stream;
  cleanups.push(() => following.stop());
  server.on('error', (error) => {
    console.error(`Could not serve on port ${settings.PORT}: ${error.message}`);
    void stop(1);
  });
  server.listen(settings.PORT, () => {
    console.log(`Recipe Planner is ready at http://localhost:${settings.PORT} (data in ${dataDir})`);
  });
};

main().catch((error) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
