/**
 * `npx tsx tests/bench/account-deletion.bench.ts`: how long `DELETE /api/users/me` takes for a big
 * household account, and how long its clean-up then runs. Starts a throwaway local runtime, makes
 * two accounts each with BENCH_ITEMS (500) recipes (each rated by its author), plans (one a day,
 * each naming a recipe) and shopping-list items through the HTTP API, then deletes one keeping its
 * recipes and the other with them, and prints the time of each request, and the time until the
 * table's stream consumer has left nothing under the user (read straight from the runtime's table).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '#shared/meal-plans/week';
import { startLocalRuntime } from '../integration/support/local-runtime';
import { recipeBody } from '../integration/support/recipe-body';

const items = Number(process.env.BENCH_ITEMS ?? 500);
const parallel = 8;
const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-account-deletion-'));
const runtime = await startLocalRuntime({ DATA_DIR: dataDir });

/** The runtime's DynamoDB Local, found by its data directory on the Java command line. */
const tableClient = () => {
  const lines = execFileSync('pgrep', ['-af', `DynamoDBLocal.jar.*${dataDir}`], { encoding: 'utf8' });
  const port = /-port (\d+)/.exec(lines)?.[1];
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
};

/** Items left under a user (the profile goes last: none left is the clean-up done). */
const leftUnder = async (client: DynamoDBDocumentClient, userId: string) =>
  (
    await client.send(
      new QueryCommand({
        TableName: 'recipe-planner',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        Select: 'COUNT',
        ConsistentRead: true,
      }),
    )
  ).Count ?? 0;

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${runtime.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(
      `${method} ${path}: ${response.status} ${text}\n${runtime
        .output()
        .split('\n')
        .filter((line) => /error|fail/i.test(line))
        .slice(-5)
        .join('\n')}`,
    );
  return text ? JSON.parse(text) : undefined;
};

const times = async (count: number, work: (n: number) => Promise<unknown>) => {
  for (let start = 0; start < count; start += parallel)
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => work(start + offset)),
    );
};

const bigAccount = async (label: string) => {
  const account = { name: label, email: `${label}@example.com`, password: 'bench-password-1' };
  await call('POST', '/api/users/register', { ...account, confirmPassword: account.password });
  const session = await call('POST', '/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const token = session.token as string;
  const recipeIds: string[] = [];
  await times(items, async (n) => {
    const recipe = await call('POST', '/api/recipes', recipeBody({ name: `${label} dish ${n}` }), token);
    recipeIds[n] = recipe.id;
    await call('POST', `/api/ratings/${recipe.id}`, { value: 1 + (n % 5) }, token);
  });
  await times(items, async (n) => {
    const plan = await call(
      'POST',
      '/api/mealplan',
      { id: crypto.randomUUID(), date: addDays('2027-01-04', n), userId: session.id },
      token,
    );
    await call('POST', `/api/mealplan/${plan.id}/recipes`, { recipeId: recipeIds[n] }, token);
  });
  await times(items, (n) =>
    call(
      'POST',
      '/api/shoppinglistitem',
      { name: `Thing ${n}`, amount: 1, unit: 'kg', isChecked: false, userId: session.id },
      token,
    ),
  );
  return { ...account, token, userId: session.id as string };
};

try {
  const started = Date.now();
  const keeper = await bigAccount('keeps-recipes');
  const leaver = await bigAccount('takes-recipes');
  console.log(
    `set-up: ${items} recipes, plans and list items each for 2 accounts in ${Date.now() - started} ms`,
  );
  for (const [account, deleteRecipes] of [
    [keeper, false],
    [leaver, true],
  ] as const) {
    const client = tableClient();
    const itemsBefore = await leftUnder(client, account.userId);
    const before = performance.now();
    await call('DELETE', '/api/users/me', { password: account.password, deleteRecipes }, account.token);
    const answered = performance.now() - before;
    while ((await leftUnder(client, account.userId)) > 0) await new Promise((done) => setTimeout(done, 100));
    client.destroy();
    console.log(
      `DELETE /api/users/me (deleteRecipes: ${deleteRecipes}) with ${items} recipes and ratings, ${items} plans, ${items} list items (${itemsBefore} items under the user): answered in ${Math.round(answered)} ms, cleaned up ${Math.round(performance.now() - before)} ms after the request`,
    );
  }
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
