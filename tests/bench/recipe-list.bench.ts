/**
 * `npm run bench`: the recipe list budget (architecture section 7). Seeds 1,000 then 10,000 recipes
 * into DynamoDB Local and measures list and detail requests through the real recipes handler,
 * in-process as Lambda runs it, with the DynamoDB capacity each request consumes, next to a
 * baseline read in turns with each of them: one Query reading a page of 12 recipe cards.
 * `BENCH_LARGE=1 npm run bench` goes on to 100,000 recipes (a few minutes more, most of it seeding).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { ensureTable } from '../../infra/local/create-table';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/free-port';
import { benchBasics, benchFood, benchFreshFood, benchRecipe, writeRecipes } from './support/seed-recipes';

const tableName = 'recipe-planner-bench';
/** The catalogue sizes measured, in turn; 100,000 only when asked for (it takes minutes to seed). */
const totals = process.env.BENCH_LARGE === '1' ? [1_000, 10_000, 100_000] : [1_000, 10_000];
const runs = 60;
/** Runs before timing, so both JITs (node's and DynamoDB Local's JVM) have compiled what is timed. */
const warmUps = 30;
const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-bench-'));
const dynamoLocal = await startDynamoDbLocal(join(dataDir, 'dynamodb'), await freePort());

Object.assign(process.env, {
  // As the local runtime runs the handlers: a log line per request is a synchronous write to the
  // terminal, a cost of where the bench prints, not of the list.
  POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  TABLE_NAME: tableName,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  IMAGE_BUCKET: 'unused',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_ENDPOINT_URL_DYNAMODB: dynamoLocal.endpoint,
});
await ensureTable(new DynamoDBClient({}), tableName);

// Imported after the environment is set: the modules read it at load, as in Lambda.
const { dynamo } = await import('#functions/lib/aws/dynamo-client');
const { PutCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
const { handler } = await import('#functions/recipes/handler');
const { signAccessToken, signingKey } = await import('#functions/lib/auth/access-token');
const { catalogueShards, shardPartition, shardVersionAttribute, versionsKey } = await import(
  '#functions/data/catalogue'
);

/** Every DynamoDB call made through the shared client reports its capacity here. */
let capacity = 0;
dynamo.middlewareStack.add(
  (next) => async (args) => {
    (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    const consumed = (
      result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
    ).ConsumedCapacity;
    for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : [])
      capacity += entry.CapacityUnits ?? 0;
    return result;
  },
  { step: 'initialize', name: 'benchConsumedCapacity' },
);

// Every signed-in request checks that its token's session is live: the bench's session exists.
await dynamo.send(
  new PutCommand({
    TableName: tableName,
    Item: {
      pk: 'USER#bench-user',
      sk: 'SESSION#bench',
      type: 'Session',
      userId: 'bench-user',
      sessionId: 'bench',
      createdAt: Math.floor(Date.now() / 1000),
      // A day: the 100,000-recipe run takes longer than an hour on a busy machine.
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    },
  }),
);

/** A fresh access token every 5 minutes: one lives 15, and a large run takes longer. */
let token = '';
let signedAt = 0;
const bearer = async () => {
  if (Date.now() - signedAt < 5 * 60_000) return token;
  signedAt = Date.now();
  ({ token } = await signAccessToken(
    {
      userId: 'bench-user',
      email: 'bench@example.com',
      name: 'Bench',
      role: 'User',
      avatar: null,
      sessionId: 'bench',
    },
    { current: signingKey(process.env.JWT_SECRET ?? ''), previous: [], issuer: 'recipe-planner' },
  ));
  return token;
};
await bearer();
const context = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const invoke = async (
  routeKey: string,
  rawPath: string,
  query?: Record<string, string>,
  pathParameters?: Record<string, string>,
) => {
  const result = await handler(
    {
      version: '2.0',
      routeKey,
      rawPath,
      rawQueryString: '',
      headers: { authorization: `Bearer ${await bearer()}` },
      queryStringParameters: query,
      pathParameters,
      requestContext: { http: { method: routeKey.split(' ')[0] } },
      isBase64Encoded: false,
    } as never,
    context,
  );
  if (result.statusCode !== 200) throw new Error(`${routeKey} answered ${result.statusCode}: ${result.body}`);
  return JSON.parse(result.body ?? 'null');
};

interface Measurement {
  median: number;
  p95: number;
  capacity: number;
}

const statsOf = (times: number[], capacities: number[]): Measurement => {
  const sortedTimes = [...times].sort((a, b) => a - b);
  const sortedCapacities = [...capacities].sort((a, b) => a - b);
  return {
    median: sortedTimes[Math.floor(runs / 2)] ?? 0,
    p95: sortedTimes[Math.floor(runs * 0.95)] ?? 0,
    capacity: sortedCapacities[Math.floor(runs / 2)] ?? 0,
  };
};

const timed = async (action: () => Promise<unknown>) => {
  capacity = 0;
  const started = performance.now();
  await action();
  return { ms: performance.now() - started, units: capacity };
};

/**
 * The action and the baseline read in turns, run by run, so both see the same machine: on a
 * machine shared with other work, a baseline measured once, minutes before, would judge the
 * action by another moment's load.
 */
const measureBeside = async (
  action: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
): Promise<{ action: Measurement; baseline: Measurement }> => {
  for (let warmUp = 0; warmUp < warmUps; warmUp++) await Promise.all([action(), baseline()]);
  const samples = {
    action: { times: [] as number[], units: [] as number[] },
    baseline: { times: [] as number[], units: [] as number[] },
  };
  for (let run = 0; run < runs; run++) {
    // Alternating which goes first, so neither always follows the other's garbage.
    const order = run % 2 ? (['action', 'baseline'] as const) : (['baseline', 'action'] as const);
    for (const which of order) {
      const { ms, units } = await timed(which === 'action' ? action : baseline);
      samples[which].times.push(ms);
      samples[which].units.push(units);
    }
  }
  return {
    action: statsOf(samples.action.times, samples.action.units),
    baseline: statsOf(samples.baseline.times, samples.baseline.units),
  };
};

let seeded = 0;
let sampleId = '';

/** Seeds recipes up to `total`: realistic cards for a search in ingredients and tags, five ingredients, two tags. */
const seedTo = async (total: number) => {
  const records = Array.from({ length: total - seeded }, (_, at) => {
    const index = seeded + at;
    return benchRecipe(index, {
      description: `A ${benchFood(index * 7).toLowerCase()} recipe for the benchmark, number ${index}.`,
      prepTime: index % 9 === 0 ? null : (index % 90) + 1,
      cookTime: index % 11 === 0 ? null : (index % 120) + 1,
      ingredientNames: [...benchBasics(index), 'Black pepper', benchFreshFood(index)],
      tags: [index % 3 === 0 ? 'Quick' : 'Slow', `Season ${index % 4}`],
      createdBy: index % 50 === 0 ? 'bench-user' : `user-${index % 200}`,
    });
  });
  sampleId ||= records[0]?.id ?? '';
  await writeRecipes(dynamo, tableName, records, total);
  seeded = total;
};

const format = ({ median, p95, capacity: units }: Measurement) =>
  `${median.toFixed(2).padStart(7)} ms ${p95.toFixed(2).padStart(7)} ms ${units.toFixed(1).padStart(6)} RCU`;

const list = (query: Record<string, string>) => () => invoke('GET /api/recipes', '/api/recipes', query);
const scenarios: [string, () => Promise<unknown>][] = [
  ['list, default (newest first)', list({})],
  ['list, Name ascending', list({ sortBy: 'Name', sortDescending: 'false' })],
  ['list, PrepTime ascending', list({ sortBy: 'PrepTime', sortDescending: 'false' })],
  ['list, CookTime descending', list({ sortBy: 'CookTime', sortDescending: 'true' })],
  ['list, search "garlic", page 2', list({ searchTerm: 'garlic', page: '2' })],
  ['list, search an ingredient "paste"', list({ searchTerm: 'paste' })],
  ['list, tag "Quick"', list({ tag: 'quick' })],
  ['list, Favourites', list({ favourites: 'true' })],
  ["user's own recipes", () => invoke('GET /api/recipes/user', '/api/recipes/user')],
];

const report: string[] = [];
const budgetFailures: string[] = [];
/** Per list scenario, its median over the median of the baseline read beside it. */
const listRatios = new Map<number, number[]>();

const readPageOfCards = () =>
  dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': shardPartition(0) },
      Limit: 12,
      ConsistentRead: true,
    }),
  );

for (const total of totals) {
  await seedTo(total);
  const coldLoad = await timed(() => invoke('GET /api/recipes', '/api/recipes', {}));

  report.push(
    `\n${total.toLocaleString('en')} recipes                    median      p95   capacity   baseline beside   ratio`,
  );
  report.push(
    `first list after start (load)     ${coldLoad.ms.toFixed(2).padStart(7)} ms          ${coldLoad.units.toFixed(1).padStart(6)} RCU`,
  );
  const ratios: number[] = [];
  for (const [name, action] of scenarios) {
    const { action: result, baseline } = await measureBeside(action, readPageOfCards);
    const ratio = result.median / baseline.median;
    ratios.push(ratio);
    report.push(
      `${name.padEnd(34)}${format(result)}   ${baseline.median.toFixed(2).padStart(7)} ms ${baseline.capacity.toFixed(1).padStart(4)} RCU ${ratio.toFixed(2).padStart(6)}x`,
    );
    if (result.capacity > 2 * baseline.capacity)
      budgetFailures.push(`${total}: ${name} capacity ${result.capacity} > 2x ${baseline.capacity}`);
    if (ratio > 2)
      budgetFailures.push(
        `${total}: ${name} median ${result.median.toFixed(2)} ms > 2x ${baseline.median.toFixed(2)} ms read beside it`,
      );
  }
  listRatios.set(total, ratios);
  const { action: detail } = await measureBeside(
    () => invoke('GET /api/recipes/{id}', `/api/recipes/${sampleId}`, undefined, { id: sampleId }),
    readPageOfCards,
  );
  report.push(`${'detail (GET /api/recipes/{id})'.padEnd(34)}${format(detail)}`);

  // After a write, the next list reloads only the changed shard.
  const writeShard = Math.floor(Math.random() * catalogueShards);
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...versionsKey(),
        ...Object.fromEntries(
          Array.from({ length: catalogueShards }, (_, shard) => [
            shardVersionAttribute(shard),
            shard === writeShard ? total + 1 : total,
          ]),
        ),
      },
    }),
  );
  const afterWrite = await timed(() => invoke('GET /api/recipes', '/api/recipes', {}));
  report.push(
    `${'first list after a write'.padEnd(34)}${afterWrite.ms.toFixed(2).padStart(7)} ms          ${afterWrite.units.toFixed(1).padStart(6)} RCU`,
  );
}

// Flat: each list's cost in page reads at 10,000 recipes against the same at 1,000.
const small = listRatios.get(1_000) ?? [];
const large = listRatios.get(10_000) ?? [];
const growth = Math.max(...large.map((ratio, index) => ratio / (small[index] ?? ratio)));
report.push(
  `\nlargest growth of a list's cost in page reads from 1,000 to 10,000 recipes: ${growth.toFixed(2)}x`,
);
if (growth > 2) budgetFailures.push(`list latency not flat: grew ${growth.toFixed(2)}x from 1,000 to 10,000`);

console.log(report.join('\n'));
console.log(
  budgetFailures.length
    ? `\nBUDGET MISSED:\n${budgetFailures.join('\n')}`
    : '\nBudget met: every list within 2x of the baseline in capacity and latency, flat from 1,000 to 10,000.',
);

await dynamoLocal.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(budgetFailures.length ? 1 : 0);
