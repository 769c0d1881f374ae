import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyRefreshScript } from '#shared/early-refresh-script';
import { contentSecurityPolicy } from '#shared/web-security-headers';

/** Runs the inline script with the given storage; returns the requests it sent and what it left. */
const run = (
  stored: Record<string, string>,
  locks = true,
  refreshAnswer: () => Promise<Response> = () => Promise.resolve(new Response('{}')),
) => {
  const sent: { url: string; init: RequestInit }[] = [];
  const lockNames: string[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return url === '/api/users/refresh-token'
      ? refreshAnswer()
      : Promise.resolve(new Response(`read ${url}`));
  };
  const location = { pathname: '/recipes', search: '?q=soup' };
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
  // The <link> elements the script adds to the page's head.
  const head: Record<string, string>[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => head.push(element) },
  };
  new Function('localStorage', 'fetch', 'navigator', 'window', 'location', 'document', earlyRefreshScript)(
    localStorage,
    fetch,
    navigator,
    window,
    location,
    document,
  );
  return { sent, lockNames, window, head };
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

  it("starts the page's remembered first reads with the new access token, and leaves their answers", async () => {
    const signedIn = new Response(JSON.stringify({ id: 'u-1', token: 'access-1' }), { status: 200 });
    const { sent, window } = run(
      {
        w4dUser: JSON.stringify({ id: 'u-1' }),
        w4dFirstReads: JSON.stringify({
          '/recipes?q=soup': [
            '/api/recipes?searchTerm=soup',
            'https://elsewhere.example/api/x',
            '/api/recipes/tags',
            '/api/group/user',
            '/api/4th',
          ],
          '/meal-plan': ['/api/mealplan/x'],
        }),
      },
      true,
      () => Promise.resolve(signedIn),
    );
    const reads = window.__w4dEarlyReads as Record<string, Promise<Response | null>>;
    // Three at most, and only this site's API: the address from elsewhere is dropped.
    expect(Object.keys(reads)).toEqual(['/api/recipes?searchTerm=soup', '/api/recipes/tags']);
    expect(await (await reads['/api/recipes?searchTerm=soup'])?.text()).toBe(
      'read /api/recipes?searchTerm=soup',
    );
    expect(
      sent.slice(1).map(({ url, init }) => [url, (init.headers as Record<string, string>).Authorization]),
    ).toEqual([
      ['/api/recipes?searchTerm=soup', 'Bearer access-1'],
      ['/api/recipes/tags', 'Bearer access-1'],
    ]);
    // The app still reads the refresh answer itself.
    expect(await (await (window.__w4dEarlyRefresh as Promise<Response>)).json()).toMatchObject({
      token: 'access-1',
    });
  });

  it('reads nothing early when the refresh is refused or the network is down', async () => {
    const stored = {
      w4dUser: JSON.stringify({ id: 'u-1' }),
      w4dFirstReads: JSON.stringify({ '/recipes?q=soup': ['/api/recipes'] }),
    };
    const refused = run(stored, true, () =>
      Promise.resolve(new Response('{"message":"no"}', { status: 401 })),
    );
    expect(
      await (refused.window.__w4dEarlyReads as Record<string, Promise<unknown>>)['/api/recipes'],
    ).toBeNull();
    const offline = run(stored, true, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await (offline.window.__w4dEarlyReads as Record<string, Promise<unknown>>)['/api/recipes'],
    ).toBeNull();
    await expect(offline.window.__w4dEarlyRefresh as Promise<Response>).rejects.toThrow('Failed to fetch');
    expect(refused.sent.concat(offline.sent).map(({ url }) => url)).toEqual([
      '/api/users/refresh-token',
      '/api/users/refresh-token',
    ]);
  });

  it('preloads the image this page painted largest last time, at high priority, a same-site path only', () => {
    const user = JSON.stringify({ id: 'u-1' });
    const photo = '/api/files/f-1?variant=small';
    const { head, sent } = run({
      w4dUser: user,
      w4dLargestImages: JSON.stringify({ '/recipes?q=soup': photo, '/meal-plan': '/api/files/f-2' }),
    });
    expect(head).toEqual([{ tag: 'link', rel: 'preload', as: 'image', href: photo, fetchPriority: 'high' }]);
    // The session's refresh is asked for first.
    expect(sent.map(({ url }) => url)).toEqual(['/api/users/refresh-token']);

    for (const elsewhere of ['//elsewhere.example/x.jpg', 'https://elsewhere.example/x.jpg', 42]) {
      expect(
        run({ w4dUser: user, w4dLargestImages: JSON.stringify({ '/recipes?q=soup': elsewhere }) }).head,
      ).toEqual([]);
    }
    // Signed out: nothing; an unreadable memory: no image, the refresh still on its way.
    expect(run({ w4dLargestImages: JSON.stringify({ '/recipes?q=soup': photo }) }).head).toEqual([]);
    const unreadable = run({ w4dUser: user, w4dLargestImages: '{not json' });
    expect([unreadable.head, unreadable.sent.length]).toEqual([[], 1]);
  });

  it('is allowed by the CSP by its hash', () => {
    const hash = createHash('sha256').update(earlyRefreshScript).digest('base64');
    expect(contentSecurityPolicy).toContain(`'sha256-${hash}'`);
  });
});
