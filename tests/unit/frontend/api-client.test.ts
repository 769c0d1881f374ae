import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/routes';
import { ApiError, buildUrl, callApi, callApiWithForm, configureApiAuth } from '#web/lib/api-client';
import { offlineCopyHeader } from '#web/lib/offline/cache-names';
import { isOnline } from '#web/lib/offline/online-status';
import { installFetchMock } from './fetch-mock';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = installFetchMock();

const requestOf = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init: init as RequestInit, headers: (init?.headers ?? {}) as Record<string, string> };
};

describe('buildUrl', () => {
  it('fills path parameters and appends defined query values', () => {
    const route = { ...routes.allUsers, path: '/api/Group/{id}/users' as const };
    expect(buildUrl(route, { id: 'g 1' }, { limit: 10, cursor: undefined, tags: ['a', 'b'] })).toBe(
      '/api/Group/g%201/users?limit=10&tags=a&tags=b',
    );
    expect(buildUrl(routes.login)).toBe('/api/users/login');
  });
});

describe('callApi', () => {
  it('posts JSON to a public route without a bearer token and returns the body', async () => {
    const session = { id: 'u1', token: 't', refreshToken: 'r' };
    fetchMock.mockResolvedValue(json(200, session));

    await expect(callApi('login', { body: { email: 'a@b.co', password: 'secret1' } })).resolves.toEqual(
      session,
    );
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/users/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'secret1' });
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token to an authenticated route', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await callApi('allUsers', { query: { limit: 20 } });
    const { url, headers } = requestOf();
    expect(url).toBe('/api/users/all-users?limit=20');
    expect(headers.Authorization).toBe('Bearer the-token');
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callApi('logout', { body: { refreshToken: 'r' } })).resolves.toBeUndefined();
  });

  it("throws an ApiError with the status and the body's message", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid email or password.' }));
    const error = await callApi('login', { body: { email: 'a@b.co', password: 'wrong12' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password.' });
  });

  it("keeps the error body's field messages apart from its sentence", async () => {
    const body = { message: 'Invalid email address', fields: { email: 'Invalid email address' } };
    fetchMock.mockResolvedValue(json(400, body));
    const error = await callApi('login', { body: { email: 'a@b', password: 'secret1' } }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, message: 'Invalid email address', fields: body.fields });
  });

  it('falls back to a generic message when the error body has none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await callApi('login', { body: { email: 'a@b.co', password: 'secret1' } }).catch((e) => e);
    expect(error).toMatchObject({
      status: 502,
      serverMessage: undefined,
      message: 'Request failed with status 502',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi('login', { body: { email: 'a@b.co', password: 'secret1' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it("says the app is offline after a call that did not reach the server, or the service worker's offline copy, and online after one that did", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await callApi('userGroups').catch(() => undefined);
    expect(isOnline()).toBe(false);
    fetchMock.mockResolvedValue(json(200, []));
    await callApi('userGroups');
    expect(isOnline()).toBe(true);
    fetchMock.mockResolvedValue(
      new Response('[]', {
        status: 200,
        headers: { 'Content-Type': 'application/json', [offlineCopyHeader]: '1' },
      }),
    );
    await callApi('userGroups');
    expect(isOnline()).toBe(false);
    fetchMock.mockResolvedValue(json(401, { message: 'Authentication required' }));
    await callApi('userGroups').catch(() => undefined);
    expect(isOnline()).toBe(true);
  });

  it('retries an authenticated call once after a successful refresh', async () => {
    let token = 'old-token';
    const onUnauthorized = vi.fn(async () => {
      token = 'new-token';
      return true;
    });
    configureApiAuth({ getToken: () => token, onUnauthorized });
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Token expired' }))
      .mockResolvedValueOnce(json(200, []));

    await expect(callApi('allUsers')).resolves.toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requestOf(1).headers.Authorization).toBe('Bearer new-token');
  });

  it('asks sign-in, refresh and logout for cookie mode, and no other route', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await callApi('login', { body: { email: 'a@b.co', password: 'secret1' } });
    await callApi('refreshToken', { body: { userId: 'u1' } });
    await callApi('logout', { body: {} });
    await callApi('register', {
      body: { name: 'Al', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' },
    });
    expect([0, 1, 2, 3].map((call) => requestOf(call).headers['x-refresh-token-mode'])).toEqual([
      'cookie',
      'cookie',
      'cookie',
      undefined,
    ]);
    expect(requestOf(0).init.credentials).toBe('same-origin');
  });

  it('waits for the session to fetch its token before an authenticated call', async () => {
    let token: string | null = null;
    const tokenReady = vi.fn(async () => {
      token = 'fetched-token';
    });
    configureApiAuth({ getToken: () => token, onUnauthorized: async () => false, tokenReady });
    fetchMock.mockResolvedValue(json(200, []));
    await callApi('allUsers');
    expect(requestOf().headers.Authorization).toBe('Bearer fetched-token');
  });

  it('does not try to refresh when a public route answers 401', async () => {
    const onUnauthorized = vi.fn(async () => true);
    configureApiAuth({ getToken: () => null, onUnauthorized });
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid email or password.' }));
    await expect(callApi('login', { body: { email: 'a@b.co', password: 'wrong12' } })).rejects.toThrow(
      'Invalid email or password.',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('callApiWithForm', () => {
  it('posts a multipart form with the bearer token and lets the browser set its Content-Type', async () => {
    const uploaded = { fileId: 'f1', url: '/api/files/f1' };
    fetchMock.mockResolvedValue(json(201, uploaded));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await expect(callApiWithForm('uploadFile', form)).resolves.toEqual(uploaded);
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/files');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer the-token');
  });

  it('throws the server message of a refused upload', async () => {
    fetchMock.mockResolvedValue(json(413, { message: 'The file is too large' }));
    const error = await callApiWithForm('uploadFile', new FormData()).catch((e) => e);
    expect(error).toMatchObject({ status: 413, message: 'The file is too large' });
  });
});
