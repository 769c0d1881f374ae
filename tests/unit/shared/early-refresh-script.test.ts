import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyRefreshScript } from '#shared/early-refresh-script';
import { contentSecurityPolicy } from '#shared/web-security-headers';

/** Runs the inline script with the given storage; returns the requests it sent and what it left. */
const run = (stored: Record<string, string>, locks = true) => {
  const sent: { url: string; init: RequestInit }[] = [];
  const lockNames: string[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const navigator = locks
    ? {
        locks: {
          request: (name: string, work: () => Promise<unknown>) => {
            lockNames.push(name);
            return work();
          },
        },
      }
    : {};
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('localStorage', 'fetch', 'navigator', 'window', earlyRefreshScript)(
    localStorage,
    fetch,
    navigator,
    window,
  );
  return { sent, lockNames, window };
};

describe('early refresh script', () => {
  it('asks for the access token in cookie mode, under the refresh lock, for a stored profile', async () => {
    const { sent, lockNames, window } = run({ w4dUser: JSON.stringify({ id: 'u-1', name: 'Ann' }) });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/users/refresh-token');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-refresh-token-mode': 'cookie', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'u-1' }),
    });
    expect(lockNames).toEqual(['w4d-session-refresh']);
    expect(await (window.__w4dEarlyRefresh as Promise<Response>)).toBeInstanceOf(Response);
  });

  it('works without Web Locks', () => {
    expect(run({ w4dUser: JSON.stringify({ id: 'u-1' }) }, false).sent).toHaveLength(1);
  });

  it('sends nothing when signed out, for an unreadable profile, or with an old token to move first', () => {
    expect(run({}).sent).toEqual([]);
    expect(run({ w4dUser: '{not json' }).sent).toEqual([]);
    expect(run({ w4dUser: JSON.stringify({ id: 'u-1' }), w4dRefreshToken: 'old' }).sent).toEqual([]);
  });

  it('is allowed by the CSP by its hash', () => {
    const hash = createHash('sha256').update(earlyRefreshScript).digest('base64');
    expect(contentSecurityPolicy).toContain(`'sha256-${hash}'`);
  });
});
