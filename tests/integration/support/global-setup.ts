import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../infra/local/free-port';
import { adminCredentials } from './admin-account';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real local runtime (DynamoDB Local + s3rver + the handlers) on a fresh data dir. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-it-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Local runtime did not start in time:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`Local runtime exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('dataDir', dataDir);

  return async () => {
    // SIGTERM to the process group: npx, tsx and the runtime, which stops Java itself.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
