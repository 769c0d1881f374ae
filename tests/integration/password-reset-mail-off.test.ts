import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetByMailOffMessage } from '#shared/users/password-reset-schemas';
import { type RunningRuntime, startLocalRuntime } from './support/local-runtime';

/**
 * A deployment with no sender (`cdk deploy` without -c mailFrom; locally MAIL_FROM=off): a runtime
 * of its own, since the tier's shared one has mail. Nothing is sent, and the app is told to say
 * "ask an administrator"; an administrator's link still works.
 */
let runtime: RunningRuntime;
let dataDir: string;

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${runtime.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-nomail-'));
  runtime = await startLocalRuntime({ DATA_DIR: dataDir, MAIL_FROM: 'off' });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('without a mail sender', () => {
  it('says mail is off, refuses to send with the sentence to show, and runs no SMTP server', async () => {
    expect(await call('GET', '/api/users/forgot-password')).toEqual({
      status: 200,
      body: { enabled: false },
    });
    const account = { name: 'No Mail', email: 'no-mail@example.com', password: 'password-1' };
    expect(
      (await call('POST', '/api/users/register', { ...account, confirmPassword: 'password-1' })).status,
    ).toBe(201);
    for (const email of [account.email, 'nobody@example.com'])
      expect(await call('POST', '/api/users/forgot-password', { email })).toEqual({
        status: 409,
        body: { message: resetByMailOffMessage, code: 'reset_by_mail_off' },
      });
    expect(existsSync(join(dataDir, 'mail'))).toBe(false);
  });
});
