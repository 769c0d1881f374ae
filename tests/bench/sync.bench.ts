/**
 * `npm run bench:sync`: live shopping lists on the local runtime (issue 16). Two members of a
 * group: one makes 200 changes to the group's list through the HTTP API, one after another as a
 * shopper would (adds, ticks, edits, removals), the other listens on the live WebSocket. Prints the
 * median and p95 delay from sending each write to receiving its message (targets: under 150 ms and
 * 500 ms), and how many changes were lost or arrived twice (target: none).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { type LiveMessage, livePath, liveProtocol } from '#shared/shopping/live-protocol';
import { startLocalRuntime } from '../integration/support/local-runtime';
import { jsonApi } from '../support/json-api';

const changes = Number(process.env.CHANGES ?? 200);
const targets = { medianMs: 150, p95Ms: 500 };
/** How long the listener waits after the last write for stragglers before counting the lost. */
const graceMs = 2_000;

const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-sync-bench-'));
const runtime = await startLocalRuntime({ DATA_DIR: dataDir });
const base = runtime.baseUrl;

const call = jsonApi(base);

const account = async (label: string) => {
  const email = `${label}-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  await call('POST', '/api/users/register', { name: label, email, password, confirmPassword: password });
  return call<{ id: string; token: string }>('POST', '/api/users/login', { email, password });
};

/** What the listener received, keyed `id@rev`, with the time of each arrival. */
const arrivals = new Map<string, number[]>();
const sentAt = new Map<string, number>();
/** How long each write took to be answered: the part of the delay that is the HTTP API's own. */
const answeredMs: number[] = [];
const answeredAt = new Map<string, number>();
const keyOf = (id: string, rev: number) => `${id}@${rev}`;

try {
  const [writer, listener] = [await account('writer'), await account('listener')];
  const group = await call<{ id: string }>('POST', '/api/Group/create', { name: 'Bench' }, writer.token);
  await call('POST', '/api/Group/add-user', { groupId: group.id, userId: listener.id }, writer.token);
  await call('POST', `/api/Group/${group.id}/invitation`, { accept: true }, listener.token);

  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${livePath}`, [liveProtocol, listener.token]);
  await new Promise((open, fail) => {
    socket.once('open', open);
    socket.once('error', fail);
  });
  socket.on('message', (data) => {
    const now = performance.now();
    const message = JSON.parse(data.toString()) as LiveMessage;
    const key =
      message.type === 'item-changed'
        ? keyOf(message.item.id, message.rev)
        : message.type === 'item-removed'
          ? keyOf(message.id, message.rev)
          : undefined;
    if (key) arrivals.set(key, [...(arrivals.get(key) ?? []), now]);
  });
  const subscribed = new Promise<void>((done) =>
    socket.on('message', (data) => {
      if (String(data).includes('"subscribed"')) done();
    }),
  );
  socket.send(JSON.stringify({ type: 'subscribe', listOwner: { type: 'group', id: group.id } }));
  await subscribed;

  // A quarter each: add, tick, edit, remove (in that order per item, so every change is visible).
  const items = Math.floor(changes / 4);
  const ids: string[] = [];
  const write = async (
    expected: (result: { id: string } | undefined) => string,
    run: () => Promise<unknown>,
  ) => {
    const started = performance.now();
    const result = (await run()) as { id: string } | undefined;
    const answered = performance.now();
    answeredMs.push(answered - started);
    const key = expected(result);
    sentAt.set(key, started);
    answeredAt.set(key, answered);
  };
  for (let index = 0; index < items; index++)
    await write(
      (item) => {
        ids.push(item?.id ?? '');
        return keyOf(item?.id ?? '', 0);
      },
      () =>
        call(
          'POST',
          '/api/shoppinglistitem',
          { name: `Item ${index}`, amount: 1, unit: 'kg', groupId: group.id },
          writer.token,
        ),
    );
  for (const id of ids)
    await write(
      () => keyOf(id, 1),
      () => call('PUT', `/api/shoppinglistitem/${id}`, { isChecked: true }, writer.token),
    );
  for (const id of ids)
    await write(
      () => keyOf(id, 2),
      () =>
        call('PUT', `/api/shoppinglistitem/${id}`, { name: 'Edited', amount: 2, unit: 'kg' }, writer.token),
    );
  for (const id of ids)
    await write(
      () => keyOf(id, 3),
      () => call('DELETE', `/api/shoppinglistitem/${id}`, undefined, writer.token),
    );
  await new Promise((done) => setTimeout(done, graceMs));
  socket.close();

  const delays = [...sentAt].flatMap(([key, started]) => {
    const first = arrivals.get(key)?.[0];
    return first === undefined ? [] : [first - started];
  });
  delays.sort((a, b) => a - b);
  answeredMs.sort((a, b) => a - b);
  // The live path alone: from the write's answer to the event (negative when the event came first).
  const afterAnswer = [...answeredAt]
    .flatMap(([key, answered]) => {
      const first = arrivals.get(key)?.[0];
      return first === undefined ? [] : [first - answered];
    })
    .sort((a, b) => a - b);
  const percentile = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)] ?? Number.NaN;
  const at = (share: number) => percentile(delays, share);
  const lost = [...sentAt.keys()].filter((key) => !arrivals.has(key)).length;
  const duplicated = [...arrivals.values()].filter((times) => times.length > 1).length;
  const unexpected = [...arrivals.keys()].filter((key) => !sentAt.has(key)).length;
  const [median, p95] = [at(0.5), at(0.95)];
  const verdict = (value: number, target: number) => (value < target ? 'ok' : 'OVER TARGET');
  console.log(`bench:sync: ${sentAt.size} changes through the HTTP API, one listener on the WebSocket`);
  console.log(
    `  median write → event: ${median.toFixed(1)} ms (target < ${targets.medianMs}: ${verdict(median, targets.medianMs)})`,
  );
  console.log(
    `  p95    write → event: ${p95.toFixed(1)} ms (target < ${targets.p95Ms}: ${verdict(p95, targets.p95Ms)})`,
  );
  console.log(`  max    write → event: ${(delays.at(-1) ?? NaN).toFixed(1)} ms`);
  console.log(
    `  (the HTTP write itself was answered in: median ${percentile(answeredMs, 0.5).toFixed(1)} ms, p95 ${percentile(answeredMs, 0.95).toFixed(1)} ms)`,
  );
  console.log(
    `  (event after the write's answer: median ${percentile(afterAnswer, 0.5).toFixed(1)} ms, p95 ${percentile(afterAnswer, 0.95).toFixed(1)} ms)`,
  );
  console.log(`  machine load average (1 min): ${loadavg()[0]?.toFixed(1)}`);
  console.log(`  lost: ${lost}, duplicated: ${duplicated}, unexpected: ${unexpected} (target 0 each)`);
  process.exitCode =
    lost || duplicated || unexpected || !(median < targets.medianMs && p95 < targets.p95Ms) ? 1 : 0;
} catch (error) {
  console.error(runtime.output());
  throw error;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
