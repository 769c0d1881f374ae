import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session module talks to browser globals; these stand-ins are just enough of them.
const storage = new Map<string, string>();
const fakeLocalStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};
const windowListeners = new Map<string, () => void>();
const fetchMock = vi.fn<typeof fetch>();

const now = Date.UTC(2030, 0, 1);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (ms: number) =>
  `${segment({ alg: 'HS256' })}.${segment({ exp: (now + ms) / 1000 })}.sig`;
const user = {
  id: 'u1',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'User',
  avatar: null,
  language: null,
} as const;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** What the server answers in cookie mode: no refresh token in the body. */
const sessionResponse = (token: string) => json(200, { ...user, token, expiresAt: 0 });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * How long a start-up step may take: its first call loads the route table (every route's schemas,
 * evaluated again after each resetModules), which on a busy machine takes longer than waitFor's
 * default second; a test left waiting then calls fetch in the next test's turn.
 */
const startUpWait = { timeout: 15_000 };

const storeUser = () => storage.set('w4dUser', JSON.stringify(user));

const loadSession = async () => {
  vi.resetModules();
  return import('#web/lib/auth/session');
};

/** The session module, fresh, after the app's start-up. */
const startedSession = async () => {
  const session = await loadSession();
  await session.initialiseSession();
  return session;
};

/** Starts the app and makes its first API call, which answers the empty list the server gave. */
const startAndCallApi = async () => {
  await startedSession();
  const { callApi } = await import('#web/lib/api-client');
  await expect(callApi('allUsers')).resolves.toEqual([]);
};

const callOf = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
};

beforeEach(() => {
  storage.clear();
  windowListeners.clear();
  fetchMock.mockReset();
  vi.useFakeTimers({ now });
  vi.stubGlobal('localStorage', fakeLocalStorage);
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('document', { addEventListener: vi.fn(), visibilityState: 'visible' });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session start-up', () => {
  it('is signed out when nothing is stored, without calling the server', async () => {
    const session = await startedSession();
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the cached user at once and gets an access token from the refresh cookie', async () => {
    storeUser();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const session = await startedSession();
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), startUpWait);
    answer(sessionResponse(tokenExpiringIn(15 * 60_000)));
    await vi.advanceTimersByTimeAsync(0);
    expect(callOf(0)).toMatchObject({
      url: '/api/users/refresh-token',
      body: { userId: 'u1' },
      headers: { 'x-refresh-token-mode': 'cookie' },
    });
    // The token stays in memory: storage holds the profile and nothing else.
    expect([...storage.keys()]).toEqual(['w4dUser']);
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
  });

  it('sends the first API call with the token the start-up refresh brings', async () => {
    storeUser();
    const fresh = tokenExpiringIn(15 * 60_000);
    fetchMock.mockResolvedValueOnce(sessionResponse(fresh)).mockResolvedValueOnce(json(200, []));
    await startAndCallApi();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(1).headers.Authorization).toBe(`Bearer ${fresh}`);
  });

  it("uses the refresh index.html's inline script started, once, and sends its own after that", async () => {
    storeUser();
    const early = tokenExpiringIn(15 * 60_000);
    const globals = window as unknown as Record<string, unknown>;
    globals.__w4dEarlyRefresh = Promise.resolve(sessionResponse(early));
    fetchMock.mockResolvedValueOnce(json(200, []));
    await startAndCallApi();
    // The only request the app sent is the API call, with the early refresh's token.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(callOf(0).headers.Authorization).toBe(`Bearer ${early}`);
    expect(globals.__w4dEarlyRefresh).toBeUndefined();
  });

  it('treats an early refresh that could not reach the server as offline, not as a sign-out', async () => {
    storeUser();
    (window as unknown as Record<string, unknown>).__w4dEarlyRefresh = unreachable();
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
    expect(storage.get('w4dUser')).toBe(JSON.stringify(user));
  });

  it('moves a refresh token an earlier version stored into the cookie, then deletes it', async () => {
    storeUser();
    storage.set('w4dRefreshToken', 'legacy-refresh');
    storage.set('w4dAuthToken', tokenExpiringIn(10 * 60_000));
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(15 * 60_000)));
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);

    expect(callOf(0).body).toEqual({ userId: 'u1', refreshToken: 'legacy-refresh' });
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
    expect([...storage.keys()]).toEqual(['w4dUser']);
  });

  it("keeps an earlier version's refresh token when the server cannot be reached, to use it later", async () => {
    storeUser();
    storage.set('w4dRefreshToken', 'legacy-refresh');
    fetchMock.mockImplementationOnce(unreachable);
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('w4dRefreshToken')).toBe('legacy-refresh');
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
  });

  it('signs out and forgets the stored session when the server refuses the refresh (401)', async () => {
    storeUser();
    storage.set('w4dActingContext', JSON.stringify({ type: 'group', id: 'g1', name: 'Family' }));
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid or expired refresh token.' }));
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);

    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect([...storage.keys()]).toEqual([]);
  });

  it.each([
    ['cannot be reached', unreachable],
    ['fails (503)', async () => json(503, { message: 'The service is temporarily unavailable.' })],
  ])(
    'stays signed in when the server %s, and retries when the browser is online again',
    async (_, failure) => {
      storeUser();
      fetchMock.mockImplementationOnce(failure);
      const session = await startedSession();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
      expect(storage.has('w4dUser')).toBe(true);

      fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(15 * 60_000)));
      windowListeners.get('online')?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
    },
  );

  it('retries a failed refresh on its own after 15 seconds', async () => {
    storeUser();
    fetchMock.mockImplementationOnce(unreachable);
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(15 * 60_000)));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
  });
});

describe('scheduled refresh', () => {
  it('runs 60,000 ms before the token expires', async () => {
    storeUser();
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(5 * 60_000)));
    await startedSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(1).body).toEqual({ userId: 'u1' });
  });

  it('signs the user out when the refresh is refused', async () => {
    storeUser();
    fetchMock.mockResolvedValueOnce(sessionResponse(tokenExpiringIn(2 * 60_000)));
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid or expired refresh token.' }));
    const session = await startedSession();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(storage.has('w4dUser')).toBe(false);
  });

  it('sends one refresh when several callers ask at once (a refresh token is single-use)', async () => {
    storeUser();
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(20 * 60_000)));
    const session = await startedSession();

    await Promise.all([session.refreshSession(), session.refreshSession(), session.refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('revokes the cookie session and forgets the profile and the acting context', async () => {
    storeUser();
    storage.set('w4dActingContext', JSON.stringify({ type: 'group', id: 'g1', name: 'Family' }));
    fetchMock.mockResolvedValueOnce(sessionResponse(tokenExpiringIn(10 * 60_000)));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);

    await session.endSession();
    expect(callOf(1)).toMatchObject({
      url: '/api/users/logout',
      body: {},
      headers: { 'x-refresh-token-mode': 'cookie' },
    });
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect([...storage.keys()]).toEqual([]);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    storeUser();
    fetchMock.mockImplementation(unreachable);
    const session = await startedSession();

    await expect(session.endSession()).resolves.toBeUndefined();
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
  });
});

describe('profile changes', () => {
  it('show the new name and avatar at once and keep them over a reload', async () => {
    storeUser();
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(10 * 60_000)));
    const session = await startedSession();
    session.updateSessionUser({ name: 'Alicia', avatar: '#ff0000' });
    expect(session.getAuthState()).toEqual({
      status: 'signed-in',
      user: { ...user, name: 'Alicia', avatar: '#ff0000' },
    });
    expect(JSON.parse(storage.get('w4dUser') ?? '{}')).toMatchObject({ name: 'Alicia', avatar: '#ff0000' });
  });

  it("keep the account's language (issue 26)", async () => {
    storeUser();
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(10 * 60_000)));
    const session = await startedSession();
    session.updateSessionUser({ language: 'de' });
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user: { ...user, language: 'de' } });
    expect(JSON.parse(storage.get('w4dUser') ?? '{}')).toMatchObject({ name: 'Alice', language: 'de' });
  });

  it('do nothing when signed out', async () => {
    const session = await startedSession();
    session.updateSessionUser({ name: 'Nobody', avatar: null });
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(storage.has('w4dUser')).toBe(false);
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string | null) => ({ key }) as StorageEvent;

  it('follow a sign-out, a profile change and a sign-in as someone else', async () => {
    storeUser();
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(10 * 60_000)));
    const session = await startedSession();
    await vi.advanceTimersByTimeAsync(0);
    const follow = windowListeners.get('storage') as unknown as (event: StorageEvent) => void;

    storage.set('w4dUser', JSON.stringify({ ...user, name: 'Alicia' }));
    follow(storageEvent('w4dUser'));
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user: { ...user, name: 'Alicia' } });

    storage.delete('w4dUser');
    follow(storageEvent('w4dUser'));
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });

    const bob = { ...user, id: 'u2', name: 'Bob' };
    storage.set('w4dUser', JSON.stringify(bob));
    fetchMock.mockResolvedValue(json(200, { ...bob, token: tokenExpiringIn(10 * 60_000), expiresAt: 0 }));
    follow(storageEvent('w4dUser'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user: bob });
    expect(callOf(fetchMock.mock.calls.length - 1).body).toEqual({ userId: 'u2' });
  });
});

describe('the account language', () => {
  it('a session that carries a language shows the page in it (chosen on another device)', async () => {
    storeUser();
    const root = { lang: 'en', dir: 'ltr' };
    vi.stubGlobal('document', {
      addEventListener: vi.fn(),
      visibilityState: 'visible',
      documentElement: root,
    });
    fetchMock.mockResolvedValue(
      json(200, { ...user, language: 'de', token: tokenExpiringIn(10 * 60_000), expiresAt: 0 }),
    );
    const session = await startedSession();
    await vi.waitFor(() => expect(root.lang).toBe('de'), startUpWait);
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user: { ...user, language: 'de' } });
  });
});
