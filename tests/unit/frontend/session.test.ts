import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session module talks to browser globals; these stand-ins are just enough of them.
const storage = new Map<string, string>();
const fakeLocalStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};
const fetchMock = vi.fn<typeof fetch>();

const now = Date.UTC(2030, 0, 1);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (ms: number) =>
  `${segment({ alg: 'HS256' })}.${segment({ exp: (now + ms) / 1000 })}.sig`;
const user = { id: 'u1', name: 'Alice', email: 'alice@example.com', role: 'User', avatar: null } as const;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const sessionResponse = (token: string, refreshToken: string) =>
  json(200, { ...user, token, refreshToken, expiresAt: 0 });

const storeSession = (token: string, refreshToken = 'refresh-1') => {
  storage.set('w4dAuthToken', token);
  storage.set('w4dRefreshToken', refreshToken);
  storage.set('w4dUser', JSON.stringify(user));
};

const loadSession = async () => {
  vi.resetModules();
  return import('#web/lib/auth/session');
};

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
  vi.useFakeTimers({ now });
  vi.stubGlobal('localStorage', fakeLocalStorage);
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.stubGlobal('document', { addEventListener: vi.fn(), visibilityState: 'visible' });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session start-up', () => {
  it('is signed out when nothing is stored', async () => {
    const session = await loadSession();
    await session.initialiseSession();
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored token that has not expired, without calling the server', async () => {
    storeSession(tokenExpiringIn(10 * 60_000));
    const session = await loadSession();
    expect(session.getAuthState()).toEqual({ status: 'pending' });
    await session.initialiseSession();
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token when a refresh token is stored', async () => {
    storeSession(tokenExpiringIn(-1000), 'refresh-1');
    const fresh = tokenExpiringIn(15 * 60_000);
    fetchMock.mockResolvedValue(sessionResponse(fresh, 'refresh-2'));
    const session = await loadSession();
    await session.initialiseSession();

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/refresh-token');
    expect(bodyOf(0)).toEqual({ userId: 'u1', refreshToken: 'refresh-1' });
    expect(session.getAuthState()).toEqual({ status: 'signed-in', user });
    expect(storage.get('w4dAuthToken')).toBe(fresh);
    expect(storage.get('w4dRefreshToken')).toBe('refresh-2');
  });

  it('signs out and forgets the stored session when that refresh fails', async () => {
    storeSession(tokenExpiringIn(-1000));
    storage.set('w4dActingContext', JSON.stringify({ type: 'group', id: 'g1', name: 'Family' }));
    fetchMock.mockResolvedValue(json(401, { message: 'Refresh token is no longer valid' }));
    const session = await loadSession();
    await session.initialiseSession();

    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect([...storage.keys()]).toEqual([]);
  });
});

describe('scheduled refresh', () => {
  it('runs 60,000 ms before the token expires and stores the new session', async () => {
    storeSession(tokenExpiringIn(5 * 60_000), 'refresh-1');
    const fresh = tokenExpiringIn(20 * 60_000);
    fetchMock.mockResolvedValue(sessionResponse(fresh, 'refresh-2'));
    const session = await loadSession();
    await session.initialiseSession();

    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(0)).toEqual({ userId: 'u1', refreshToken: 'refresh-1' });
    expect(storage.get('w4dAuthToken')).toBe(fresh);
  });

  it('signs the user out when the refresh is refused', async () => {
    storeSession(tokenExpiringIn(2 * 60_000));
    fetchMock.mockResolvedValue(json(401, { message: 'Refresh token is no longer valid' }));
    const session = await loadSession();
    await session.initialiseSession();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(storage.get('w4dAuthToken')).toBeUndefined();
  });

  it('sends one refresh when several callers ask at once (a refresh token is single-use)', async () => {
    storeSession(tokenExpiringIn(10 * 60_000));
    fetchMock.mockResolvedValue(sessionResponse(tokenExpiringIn(20 * 60_000), 'refresh-2'));
    const session = await loadSession();
    await session.initialiseSession();

    await Promise.all([session.refreshSession(), session.refreshSession(), session.refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('revokes the refresh token and forgets the session and the acting context', async () => {
    storeSession(tokenExpiringIn(10 * 60_000), 'refresh-1');
    storage.set('w4dActingContext', JSON.stringify({ type: 'group', id: 'g1', name: 'Family' }));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const session = await loadSession();
    await session.initialiseSession();

    await session.endSession();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/logout');
    expect(bodyOf(0)).toEqual({ refreshToken: 'refresh-1' });
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect([...storage.keys()]).toEqual([]);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    storeSession(tokenExpiringIn(10 * 60_000));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const session = await loadSession();
    await session.initialiseSession();

    await expect(session.endSession()).resolves.toBeUndefined();
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
  });
});

describe('profile changes', () => {
  it('show the new name and avatar at once and keep them over a reload', async () => {
    storeSession(tokenExpiringIn(10 * 60_000));
    const session = await loadSession();
    await session.initialiseSession();
    session.updateSessionUser({ name: 'Alicia', avatar: '#ff0000' });
    expect(session.getAuthState()).toEqual({
      status: 'signed-in',
      user: { ...user, name: 'Alicia', avatar: '#ff0000' },
    });
    expect(JSON.parse(storage.get('w4dUser') ?? '{}')).toMatchObject({ name: 'Alicia', avatar: '#ff0000' });
  });

  it('do nothing when signed out', async () => {
    const session = await loadSession();
    await session.initialiseSession();
    session.updateSessionUser({ name: 'Nobody', avatar: null });
    expect(session.getAuthState()).toEqual({ status: 'signed-out' });
    expect(storage.has('w4dUser')).toBe(false);
  });
});
