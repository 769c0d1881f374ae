/**
 * `npm run load`: a bounded load run against the local runtime, on loopback only. Starts the runtime
 * on a throwaway data directory, seeds a household (recipes, a planned week, a shopping list, a
 * rating), then drives mixed traffic for LOAD_SECONDS (default 60) with LOAD_CONNECTIONS (default
 * 10) keep-alive connections: recipe list pages, recipe details, the plan week, the shopping list
 * and rating updates. Prints throughput, p50/p99 latency per request kind and overall, and fails
 * if any request errored or answered other than 2xx.
 *
 * `npm run load:attack` (LOAD_ATTACK=1) runs the household's traffic twice on the same runtime:
 * once quiet, then while attackers (tests/load/attackers.ts, a process of their own, from other
 * loopback addresses) send crafted import pages, junk refresh tokens and junk sign-ups. It fails
 * unless the household's worst p99 under attack stays within 2x the quiet run's plus 100 ms, with
 * no error, and every attack was refused with 429 at least once.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mondayOf, today } from '#shared/meal-plans/week';
import { startLocalRuntime } from '../integration/support/local-runtime';
import { recipeBody } from '../integration/support/recipe-body';
import { jsonApi } from '../support/json-api';
import { measureProcessCpu } from './process-cpu';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
/**
 * LOAD_RATE caps the requests a second (all kinds together; default: as fast as the runtime answers).
 * At a rate the runtime keeps up with, two runtimes do the same work, so the CPU each spends on it
 * compares them even on a machine busy with other work, where requests a second do not.
 */
const rate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined;
const recipeCount = 60;
const attack = process.env.LOAD_ATTACK === '1';

const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-load-'));
const runtime = await startLocalRuntime({ DATA_DIR: dataDir });
const baseUrl = runtime.baseUrl.replace('localhost', '127.0.0.1');

const call = jsonApi(baseUrl);

const seed = async () => {
  const account = { name: 'Load Tester', email: 'load@example.com', password: 'load-password-1' };
  await call('POST', '/api/users/register', { ...account, confirmPassword: account.password });
  const session = await call<{ id: string; token: string }>('POST', '/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const recipeIds: string[] = [];
  for (let index = 0; index < recipeCount; index += 1) {
    const recipe = await call<{ id: string }>(
      'POST',
      '/api/recipes',
      recipeBody({ name: `Load recipe ${index}`, prepTime: 5 + (index % 30), cookTime: 10 + (index % 40) }),
      session.token,
    );
    recipeIds.push(recipe.id);
  }
  const weekStartDate = mondayOf(today());
  const plan = await call<{ id: string }>(
    'POST',
    '/api/mealplan',
    { id: randomUUID(), date: weekStartDate, userId: session.id },
    session.token,
  );
  for (const recipeId of recipeIds.slice(0, 3))
    await call('POST', `/api/mealplan/${plan.id}/recipes`, { recipeId }, session.token);
  await call('POST', '/api/shoppinglistitem/generate', { weekStartDate, userId: session.id }, session.token);
  const rated = recipeIds[0] ?? '';
  const rating = await call<{ id: string }>('POST', `/api/ratings/${rated}`, { value: 4 }, session.token);
  return { session, recipeIds, weekStartDate, ratingId: rating.id };
};

interface Kind {
  kind: string;
  method: 'GET' | 'PUT';
  path: () => string;
  body?: () => string;
}

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)] as T;

interface HouseholdRun {
  worstP99: number;
  failures: number;
}

/** One autocannon instance per kind, all at once: the server sees the mix, the numbers stay per kind. */
const householdRun = async (
  label: string,
  { session, recipeIds, weekStartDate, ratingId }: Awaited<ReturnType<typeof seed>>,
): Promise<HouseholdRun> => {
  const kinds: Kind[] = [
    { kind: 'recipe list', method: 'GET', path: () => `/api/recipes?page=${pick([1, 2, 3, 4, 5])}` },
    { kind: 'recipe detail', method: 'GET', path: () => `/api/recipes/${pick(recipeIds)}` },
    {
      kind: 'plan week',
      method: 'GET',
      path: () => `/api/mealplan/user/${session.id}/week?weekStartDate=${weekStartDate}`,
    },
    { kind: 'shopping list', method: 'GET', path: () => `/api/shoppinglistitem/user/${session.id}` },
    {
      kind: 'rating update',
      method: 'PUT',
      path: () => `/api/ratings/${ratingId}`,
      body: () => JSON.stringify({ value: pick([1, 2, 3, 4, 5]) }),
    },
  ];
  const perKind = Math.max(1, Math.round(connections / kinds.length));
  console.log(
    `\n${label}: ${seconds} s, ${perKind * kinds.length} connections (${perKind} per kind), ${baseUrl}, ${recipeCount} recipes`,
  );
  const cpu = runtime.child.pid ? measureProcessCpu(runtime.child.pid) : undefined;
  const results = await Promise.all(
    kinds.map(({ method, path, body }) =>
      autocannon({
        url: baseUrl,
        duration: seconds,
        connections: perKind,
        ...(rate ? { overallRate: rate / kinds.length } : {}),
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, method, path: path(), body: body?.() }) }],
      }),
    ),
  );
  const rows = Object.fromEntries(
    results.map((result, index) => [
      kinds[index]?.kind,
      {
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        errors: result.errors + result.timeouts,
        'non-2xx': result.non2xx,
      },
    ]),
  );
  console.table(rows);
  const sum = (f: (result: autocannon.Result) => number) => results.reduce((total, r) => total + f(r), 0);
  const failures = sum((r) => r.errors + r.timeouts + r.non2xx);
  const worstP99 = Math.max(...results.map((r) => r.latency.p99));
  console.log(
    `Total: ${sum((r) => r.requests.total)} requests, ${Math.round(sum((r) => r.requests.average))} req/s, ` +
      `worst p99 ${worstP99} ms, ${failures} errors or non-2xx`,
  );
  if (cpu) console.log(cpu.report(sum((r) => r.requests.total)));
  return { worstP99, failures };
};

/** The attackers' process, started now; answers their counts by attack and status when they stop. */
const startAttackers = () => {
  const child = spawn('npx', ['tsx', 'tests/load/attackers.ts', baseUrl, String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise<Record<string, Record<string, number>>>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')) : reject(new Error(output)),
    ),
  );
};

/** The quiet run, then (in attack mode) the same traffic under attack; the number of failed checks. */
const run = async () => {
  const household = await seed();
  const quiet = await householdRun(attack ? 'Quiet' : 'Load', household);
  if (!attack) return quiet.failures;
  const attackers = startAttackers();
  const underAttack = await householdRun('Under attack', household);
  const attacks = await attackers;
  console.log('\nAttackers, requests by status:');
  console.table(attacks);
  const allowedP99 = 2 * quiet.worstP99 + 100;
  const unrefused = Object.entries(attacks).filter(([, byStatus]) => !byStatus['429']);
  console.log(
    `Household worst p99: quiet ${quiet.worstP99} ms, under attack ${underAttack.worstP99} ms (allowed ${allowedP99} ms); ` +
      `attacks never refused with 429: ${unrefused.map(([name]) => name).join(', ') || 'none'}`,
  );
  return (
    quiet.failures + underAttack.failures + (underAttack.worstP99 > allowedP99 ? 1 : 0) + unrefused.length
  );
};

let failures = 1;
try {
  failures = await run();
} catch (error) {
  console.error(error);
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures > 0) console.error(`\nLoad run FAILED: ${failures} errors, non-2xx responses or missed targets`);
process.exit(failures > 0 ? 1 : 0);
