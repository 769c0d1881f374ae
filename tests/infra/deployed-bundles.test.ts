import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/create-table';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/free-port';
import { localCredentials, startS3Local } from '../../infra/local/s3-local';
import { readArea } from '../../shared/i18n/catalogues';
import { synthesizeStack } from './support/synthesize';

/**
 * Runs what is deployed: the function bundles CDK synthesizes (esbuild output, sharp's native
 * package) started in plain Node processes against DynamoDB Local and s3rver, one route of each. A
 * bundling mistake (a missing native module, sharp for the wrong platform, an import that resolves
 * only in the source tree) fails here instead of in a deployment. The AWS SDK is provided beside the
 * bundle, as the Lambda Node.js runtime provides it (the bundles leave @aws-sdk/* out).
 */
const workDir = mkdtempSync(join(tmpdir(), 'recipe-planner-bundles-'));
const tableName = 'bundle-test';
const bucket = 'bundle-test-images';
let environment: Record<string, string>;
let bundleOf: (resource: string) => string;
/** Functions that serve no API route, by their descriptions. */
const otherDescriptions: Record<string, string> = {
  secretStore: "Recipe planner: makes the stack's secrets at deploy time",
};
const stops: (() => unknown)[] = [];

beforeAll(async () => {
  const stack = synthesizeStack({ 'aws:cdk:bundling-stacks': ['**'], 'aws:cdk:enable-asset-metadata': true });
  const template = Template.fromStack(stack); // synthesizes, running esbuild for every function
  const { outdir } = stack.node.root as App;
  const functions = Object.values(template.findResources('AWS::Lambda::Function'));
  const copied = new Map<string, string>();
  bundleOf = (resource) => {
    const known = copied.get(resource);
    if (known) return known;
    const fn = functions.find(
      (candidate) =>
        candidate.Properties.Description ===
        (otherDescriptions[resource] ?? `Recipe planner API: ${resource}`),
    );
    if (!fn) throw new Error(`no function for ${resource}`);
    // Copied out of cdk.out, beside the SDK the runtime would provide, and nothing else.
    const dir = join(workDir, resource);
    cpSync(join(outdir, fn.Metadata['aws:asset:path']), dir, { recursive: true });
    mkdirSync(join(dir, 'node_modules'), { recursive: true });
    symlinkSync(resolve('node_modules/@aws-sdk'), join(dir, 'node_modules/@aws-sdk'));
    copied.set(resource, dir);
    return dir;
  };

  const [dynamoPort, s3Port] = [await freePort(), await freePort()];
  const dynamo = await startDynamoDbLocal(join(workDir, 'dynamodb'), dynamoPort);
  stops.push(() => dynamo.stop());
  const s3 = await startS3Local(join(workDir, 's3'), s3Port, [bucket]);
  stops.push(() => s3.close());
  const admin = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: localCredentials,
  });
  await ensureTable(admin, tableName);
  admin.destroy();
  environment = {
    PATH: process.env.PATH ?? '',
    TABLE_NAME: tableName,
    IMAGE_BUCKET: bucket,
    JWT_SECRET: 'bundle-test-secret-bundle-test-secret-0001',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    POWERTOOLS_LOG_LEVEL: 'WARN',
    WEB_ORIGIN: 'https://site.example',
  };
}, 600_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  rmSync(workDir, { recursive: true, force: true });
});

interface Result {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Calls the bundle of `resource` in a new plain Node process with these events, in order. */
const invoke = async (
  resource: string,
  events: object[],
  extraEnvironment: Record<string, string> = {},
): Promise<Result[]> => {
  const child = promisify(execFile)(
    process.execPath,
    [resolve('tests/infra/support/invoke-bundle.mjs'), bundleOf(resource)],
    {
      env: { ...environment, ...extraEnvironment },
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  child.child.stdin?.end(JSON.stringify(events));
  const { stdout } = await child;
  return JSON.parse(stdout);
};

const event = (
  routeKey: string,
  options: {
    token?: string;
    body?: string;
    base64?: boolean;
    headers?: Record<string, string>;
    pathParameters?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) => ({
  version: '2.0',
  routeKey,
  rawPath: routeKey.split(' ')[1],
  rawQueryString: '',
  headers: {
    'content-type': 'application/json',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  },
  pathParameters: options.pathParameters,
  queryStringParameters: options.query,
  requestContext: {
    requestId: 'bundle-test',
    http: { method: routeKey.split(' ')[0], sourceIp: '127.0.0.1' },
  },
  body: options.body,
  isBase64Encoded: options.base64 ?? false,
});

const json = (result: Result | undefined) => JSON.parse(result?.body ?? 'null');

describe('the synthesized function bundles, run as Lambda runs them', () => {
  let session: { id: string; token: string };

  it('users: registers and signs in against DynamoDB Local', async () => {
    const account = { name: 'Bundle Tester', email: 'bundle@example.com', password: 'password-1' };
    const [registered, signedIn] = await invoke('users', [
      event('POST /api/users/register', {
        body: JSON.stringify({ ...account, confirmPassword: account.password }),
      }),
      event('POST /api/users/login', {
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
    ]);
    expect(registered?.statusCode).toBe(201);
    expect(signedIn?.statusCode).toBe(200);
    session = json(signedIn);
  });

  it('groups: creates a group', async () => {
    const [created] = await invoke('groups', [
      event('POST /api/Group/create', {
        token: session.token,
        body: JSON.stringify({ name: 'Bundle Home' }),
      }),
    ]);
    expect([created?.statusCode, json(created).name]).toEqual([201, 'Bundle Home']);
  });

  it('recipes, ratings, meal plans, shopping list: read the signed-in user’s data', async () => {
    const [recipes] = await invoke('recipes', [event('GET /api/recipes/user', { token: session.token })]);
    expect([recipes?.statusCode, json(recipes)]).toEqual([200, []]);
    const [ratings] = await invoke('ratings', [
      event('GET /api/ratings/recipe/{recipeId}', {
        token: session.token,
        pathParameters: { recipeId: 'none' },
      }),
    ]);
    expect(ratings?.statusCode).toBe(404);
    expect(json(ratings)).toEqual({ message: 'Rating not found.', code: 'rating_not_found' });
    const [plans] = await invoke('mealplans', [
      event('GET /api/mealplan/user/{userId}/week', {
        token: session.token,
        pathParameters: { userId: session.id },
        query: { weekStartDate: '2026-11-23' },
      }),
    ]);
    expect([plans?.statusCode, json(plans)]).toEqual([200, []]);
    const [items] = await invoke('shoppinglist', [
      event('GET /api/shoppinglistitem/user/{userId}', {
        token: session.token,
        pathParameters: { userId: session.id },
      }),
    ]);
    expect([items?.statusCode, json(items)]).toEqual([200, []]);
  });

  it('answers in the caller’s language from catalogues beside the bundle, with no ICU compiler inside', async () => {
    const [ratings] = await invoke('ratings', [
      event('GET /api/ratings/recipe/{recipeId}', {
        token: session.token,
        pathParameters: { recipeId: 'none' },
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      }),
    ]);
    expect(json(ratings)).toEqual({
      message: readArea('de', 'errors')['errors.ratingNotFound'],
      code: 'rating_not_found',
    });
    const code = readFileSync(join(bundleOf('ratings'), 'index.mjs'), 'utf8');
    // Lingui's compiler would carry its ICU parser's error texts; a bundled catalogue, its messages.
    expect(code).not.toContain('Plural offset must be set before cases');
    expect(code).not.toContain(readArea('de', 'errors')['errors.ratingNotFound']);
    expect(code).not.toContain(readArea('en', 'errors')['errors.recipeNotFound']);
  });

  it('calendar: makes a link and serves its calendar (ical-generator in the bundle)', async () => {
    const [created] = await invoke('calendar', [
      event('POST /api/calendar/feeds', {
        token: session.token,
        body: JSON.stringify({ userId: session.id }),
      }),
    ]);
    const { url } = json(created) as { url: string };
    expect(url).toMatch(/^https:\/\/site\.example\/api\/calendar\/[\w-]{43}\.ics$/);
    const [feed] = await invoke('calendar', [
      event('GET /api/calendar/{feedFile}', { pathParameters: { feedFile: url.split('/').pop() ?? '' } }),
    ]);
    expect(feed?.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(Buffer.from(feed?.body ?? '', 'base64').toString()).toContain('BEGIN:VCALENDAR');
  });

  it('files: resizes an upload with the bundled sharp and stores it in S3', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const boundary = 'bundle-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const [uploaded] = await invoke('files', [
      event('POST /api/files', {
        token: session.token,
        body: body.toString('base64'),
        base64: true,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    ]);
    expect(uploaded?.statusCode, uploaded?.body).toBe(201);
    const { fileId } = json(uploaded);
    const [served] = await invoke('files', [
      event('GET /api/files/{fileId}', { pathParameters: { fileId } }),
    ]);
    expect(served?.statusCode).toBe(200);
    const metadata = await sharp(Buffer.from(served?.body ?? '', 'base64')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 800, 600]);
  });

  it('openapi: serves the document', async () => {
    const [document] = await invoke('openapi', [event('GET /api/openapi.json')]);
    expect([document?.statusCode, json(document).openapi]).toEqual([200, '3.1.0']);
  });
});

describe('the secret store bundle, run as CloudFormation calls it', () => {
  it('answers CloudFormation even when Parameter Store fails: FAILED with the reason, at once', async () => {
    // The response address CloudFormation would send (a presigned S3 URL), here a local server.
    const answers: { method?: string; contentType?: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        answers.push({ method: request.method, contentType: request.headers['content-type'], body });
        response.end();
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const closedPort = await freePort(); // nothing listens there: every Parameter Store call fails
    try {
      const started = Date.now();
      await invoke(
        'secretStore',
        [
          {
            RequestType: 'Create',
            ServiceToken: 'arn:aws:lambda:us-east-1:000000000000:function:generator',
            ResponseURL: `http://127.0.0.1:${port}/response?X-Amz-Signature=test`,
            StackId: 'arn:aws:cloudformation:us-east-1:000000000000:stack/Bundle/guid',
            RequestId: 'request-1',
            LogicalResourceId: 'SecretStoreSecrets',
            ResourceType: 'Custom::SecretStore',
            ResourceProperties: {
              ServiceToken: 'arn:aws:lambda:us-east-1:000000000000:function:generator',
              JwtParameterName: '/Bundle/jwt-secret',
              OriginParameterName: '/Bundle/origin-secret',
              LegacyJwtSecretId: 'JwtSecretB8834B39',
              LegacyOriginSecretId: 'OriginVerifySecret1DED2FB3',
              OriginSecretRotation: 'initial',
            },
          },
        ],
        { AWS_ENDPOINT_URL_SSM: `http://127.0.0.1:${closedPort}`, AWS_MAX_ATTEMPTS: '1' },
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      server.close();
    }
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    // Signed for no content type: one added by the client would break the presigned address.
    expect([answer?.method, answer?.contentType]).toEqual(['PUT', '']);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({
      Status: 'FAILED',
      Reason: expect.stringMatching(/ECONNREFUSED|connect/i),
      PhysicalResourceId: '/Bundle/jwt-secret,/Bundle/origin-secret',
      StackId: 'arn:aws:cloudformation:us-east-1:000000000000:stack/Bundle/guid',
      RequestId: 'request-1',
      LogicalResourceId: 'SecretStoreSecrets',
    });
  });
});
