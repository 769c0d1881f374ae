import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../../infra/local/free-port';
import { testHashCostEnv } from '../../support/test-hash-cost';

export interface RunningRuntime {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * Starts `infra/local/start.ts` as `npm start` would (without rebuilding the web app), hashing
 * passwords at the tests' cost, and waits for its URL line.
 */
export const startLocalRuntime = async (env: Record<string, string>): Promise<RunningRuntime> => {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'infra/local/start.ts'], {
    env: { ...process.env, ...testHashCostEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a stop reaches npx, tsx and the runtime
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Local runtime did not start in time:\n${output}`)),
      90_000,
    );
    const check = setInterval(() => {
      if (output.includes(`http://localhost:${port}`)) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`Local runtime exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://localhost:${port}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
};
