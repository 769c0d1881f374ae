import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from './support/local-runtime';

const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Java processes serving DynamoDB Local from this data dir. */
const dynamoProcessesFor = (dir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.jar.*${dir}`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
};

/** The runtime stops Java on its way out; give it the few seconds that takes. */
const waitForNoDynamoProcesses = async (dir: string) => {
  const deadline = Date.now() + 15_000;
  while (dynamoProcessesFor(dir).length > 0 && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 100));
  return dynamoProcessesFor(dir);
};

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the local runtime (npm start)', () => {
  it('keeps users and sessions across a restart on the same DATA_DIR, a JWT secret rotation too, and stops its children on SIGTERM', {
    timeout: 150_000,
  }, async () => {
    const first = await startLocalRuntime({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'boot@example.com',
      ADMIN_PASSWORD: 'boot-password',
    });
    expect(first.output()).toContain('Created SysAdmin boot@example.com');
    const account = { name: 'Persistent Pat', email: 'pat@example.com', password: 'pat-password' };
    const registered = await post(first.baseUrl, '/api/users/register', {
      ...account,
      confirmPassword: account.password,
    });
    expect(registered.status).toBe(201);
    const before = await post(first.baseUrl, '/api/users/login', {
      email: account.email,
      password: account.password,
    });
    const { token: oldToken } = await before.json();
    expect(dynamoProcessesFor(dataDir)).toHaveLength(1);
    await first.stop();
    expect(await waitForNoDynamoProcesses(dataDir)).toEqual([]);
    // The operator's rotation (docs/operations.md): the old secret becomes the previous one.
    renameSync(join(dataDir, 'jwt-secret'), join(dataDir, 'jwt-secret.previous'));

    const second = await startLocalRuntime({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'boot@example.com',
      ADMIN_PASSWORD: 'boot-password',
    });
    try {
      expect(second.output()).toContain('SysAdmin boot@example.com already exists');
      const login = await post(second.baseUrl, '/api/users/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      const session = await login.json();
      expect(session).toMatchObject({ name: 'Persistent Pat', email: 'pat@example.com' });
      // Signed with the new key; the token of the old one is still good.
      expect(decodeProtectedHeader(session.token).kid).not.toBe(decodeProtectedHeader(oldToken).kid);
      for (const token of [oldToken, session.token]) {
        const groups = await fetch(`${second.baseUrl}/api/group/user`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(groups.status).toBe(200);
      }
    } finally {
      await second.stop();
    }
    expect(await waitForNoDynamoProcesses(dataDir)).toEqual([]);
  });

  it('serves the SPA fallback with the web security headers, or says the app is not built', async () => {
    const runtime = await startLocalRuntime({ DATA_DIR: dataDir });
    try {
      const page = await fetch(`${runtime.baseUrl}/recipes/some-id`);
      expect([200, 503]).toContain(page.status);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      const text = await page.text();
      if (page.status === 200) expect(text).toContain('<div id="root">');
      else expect(text).toContain('npm run build:web');
      const missingAsset = await fetch(`${runtime.baseUrl}/assets/missing-file.js`);
      expect(missingAsset.status).toBe(404);
    } finally {
      await runtime.stop();
    }
  });
});
