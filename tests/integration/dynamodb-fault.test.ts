import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from './support/local-runtime';
import { recipeBody } from './support/recipes';

const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const killDynamoDb = () => execFileSync('pkill', ['-KILL', '-f', `DynamoDBLocal.jar.*${dataDir}`]);

describe('DynamoDB Local dies under traffic', () => {
  it('answers 503 with a message meanwhile, restarts, and loses no acknowledged write', async () => {
    const runtime = await startLocalRuntime({ DATA_DIR: dataDir });
    try {
      const request = async (method: string, path: string, body?: unknown, token?: string) => {
        const response = await fetch(`${runtime.baseUrl}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.json().catch(() => undefined) };
      };
      const account = { name: 'Fault Finder', email: 'fault@example.com', password: 'fault-password' };
      expect(
        (await request('POST', '/api/users/register', { ...account, confirmPassword: account.password }))
          .status,
      ).toBe(201);
      const { token } = (
        await request('POST', '/api/users/login', { email: account.email, password: account.password })
      ).body;

      const acknowledged: string[] = [];
      const statuses: number[] = [];
      const messages = new Set<string>();
      const traffic = async (rounds: number) => {
        for (let round = 0; round < rounds; round++) {
          const [created, listed] = await Promise.all([
            request('POST', '/api/recipes', recipeBody({ name: `Fault ${round}` }), token),
            request('GET', '/api/recipes?pageSize=50', undefined, token),
          ]);
          for (const response of [created, listed]) {
            statuses.push(response.status);
            if (response.status >= 500) messages.add(response.body?.message);
          }
          if (created.status === 201) acknowledged.push(created.body.id);
          await new Promise((done) => setTimeout(done, 50));
        }
      };

      await traffic(5);
      killDynamoDb();
      await traffic(10);
      // Wait for the supervisor to bring it back, then everything works again.
      const deadline = Date.now() + 60_000;
      while (!runtime.output().includes('DynamoDB Local is back.') && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 200));
      }
      expect(runtime.output()).toContain('DynamoDB Local stopped unexpectedly');
      expect(runtime.output()).toContain('DynamoDB Local is back.');
      await traffic(5);

      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.every((status) => [200, 201, 503].includes(status))).toBe(true);
      expect([...messages]).toEqual(['The service is temporarily unavailable. Please try again shortly.']);

      const mine = await request('GET', '/api/recipes/user', undefined, token);
      expect(mine.status).toBe(200);
      const stored = new Set(mine.body.map((recipe: { id: string }) => recipe.id));
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    } finally {
      await runtime.stop();
    }
  });
});
