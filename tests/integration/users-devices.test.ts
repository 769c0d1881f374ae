import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Session } from '#shared/users/user-schemas';
import { api, register, signedInUser } from './support/api';
import { putStoredItem } from './support/stored-items';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in from a device named by its User-Agent. */
const signInOn = async (account: { email: string; password: string }, userAgent: string) => {
  const response = await api<Session>('POST', '/api/users/login', {
    body: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.body;
};

const devicesOf = (token: string) => api('GET', '/api/users/sessions', { token });
const sessionIdOf = (session: Session) => String(decodeJwt(session.token).sid);
const refresh = (session: Session) =>
  api('POST', '/api/users/refresh-token', {
    body: { userId: session.id, refreshToken: session.refreshToken },
  });
/** A signed-in request any user may make: 200 while the token is good. */
const whoAmI = (token: string) => api('GET', '/api/group/user', { token });

/**
 * Stores a session in the shape sessions.ts wrote before devices were recorded (no browser, system
 * or lastActiveAt), started at `createdAt` (seconds) and lasting its 30 days.
 */
const putOldShapeSession = (userId: string, sessionId: string, createdAt: number) =>
  putStoredItem({
    pk: `USER#${userId}`,
    sk: `SESSION#${sessionId}`,
    type: 'Session',
    userId,
    sessionId,
    createdAt,
    expiresAt: createdAt + 30 * 24 * 3600,
    ttl: createdAt + 30 * 24 * 3600,
  });

describe('GET /api/users/sessions', () => {
  it('lists each signed-in device with its browser and system, the caller marked current', async () => {
    const account = await register();
    const laptop = await signInOn(account, chromeOnLinux);
    const desktop = await signInOn(account, firefoxOnWindows);

    const listed = await devicesOf(laptop.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        {
          id: sessionIdOf(laptop),
          current: true,
          browser: 'Chrome',
          system: 'Linux',
          signedInAt: expect.any(String),
          lastActiveAt: expect.any(String),
        },
        expect.objectContaining({
          id: sessionIdOf(desktop),
          current: false,
          browser: 'Firefox',
          system: 'Windows',
        }),
      ]),
    );
    // From the other device, that one is current.
    const fromDesktop = await devicesOf(desktop.token);
    expect(fromDesktop.body.find((device: { current: boolean }) => device.current).id).toBe(
      sessionIdOf(desktop),
    );
  });

  it('names no device it cannot read: junk is an unknown browser and system', async () => {
    const account = await register();
    const bare = await signInOn(account, `<script>alert(1)</script>${'x'.repeat(5000)}`);
    const [device] = (await devicesOf(bare.token)).body;
    expect(device).toMatchObject({ browser: null, system: null, current: true });
  });

  it('moves last active when the device comes back (refreshes its token)', async () => {
    const account = await register();
    const session = await signInOn(account, chromeOnLinux);
    const [before] = (await devicesOf(session.token)).body;
    expect(before.lastActiveAt).toBe(before.signedInAt);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await refresh(session);
    expect(refreshed.status).toBe(200);
    const [after] = (await devicesOf(refreshed.body.token)).body;
    expect(after.signedInAt).toBe(before.signedInAt);
    expect(Date.parse(after.lastActiveAt)).toBeGreaterThan(Date.parse(before.lastActiveAt));
  });

  it('lists a session stored before devices were recorded, as an unknown device active when it signed in', async () => {
    const { session } = await signedInUser();
    const oldId = randomUUID();
    const createdAt = Math.floor(Date.now() / 1000) - 3600;
    await putOldShapeSession(session.id, oldId, createdAt);
    const listed = (await devicesOf(session.token)).body;
    expect(listed).toContainEqual({
      id: oldId,
      current: false,
      browser: null,
      system: null,
      signedInAt: new Date(createdAt * 1000).toISOString(),
      lastActiveAt: new Date(createdAt * 1000).toISOString(),
    });
    // And it can be signed out like any other.
    expect((await api('DELETE', `/api/users/sessions/${oldId}`, { token: session.token })).status).toBe(204);
  });

  it('leaves out revoked and expired sessions', async () => {
    const account = await register();
    const kept = await signInOn(account, chromeOnLinux);
    const loggedOut = await signInOn(account, firefoxOnWindows);
    await api('POST', '/api/users/logout', { body: { refreshToken: loggedOut.refreshToken } });
    const expiredId = randomUUID();
    const past = Math.floor(Date.now() / 1000) - 40 * 24 * 3600;
    await putOldShapeSession(kept.id, expiredId, past);
    const listed = (await devicesOf(kept.token)).body;
    expect(listed.map((device: { id: string }) => device.id)).toEqual([sessionIdOf(kept)]);
  });
});

describe('DELETE /api/users/sessions/{id}', () => {
  it('signs the other device out: its access token is refused at once, and its refresh token', async () => {
    const account = await register();
    const mine = await signInOn(account, chromeOnLinux);
    const other = await signInOn(account, firefoxOnWindows);
    expect((await whoAmI(other.token)).status).toBe(200);

    const ended = await api('DELETE', `/api/users/sessions/${sessionIdOf(other)}`, { token: mine.token });
    expect(ended.status).toBe(204);
    expect((await whoAmI(other.token)).status).toBe(401);
    expect((await refresh(other)).status).toBe(401);
    expect((await whoAmI(mine.token)).status).toBe(200);
    expect((await devicesOf(mine.token)).body).toHaveLength(1);
  });

  it('signs the calling device out when it names itself', async () => {
    const account = await register();
    const mine = await signInOn(account, chromeOnLinux);
    expect(
      (await api('DELETE', `/api/users/sessions/${sessionIdOf(mine)}`, { token: mine.token })).status,
    ).toBe(204);
    expect((await whoAmI(mine.token)).status).toBe(401);
    expect((await refresh(mine)).status).toBe(401);
  });

  it("answers 404 for another user's session, an unknown or an ended one, and ends nothing", async () => {
    const [me, them] = await Promise.all([signedInUser(), signedInUser()]);
    const theirs = sessionIdOf(them.session);
    const refused = await api('DELETE', `/api/users/sessions/${theirs}`, { token: me.session.token });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Session not found', code: 'session_not_found' });
    expect((await whoAmI(them.session.token)).status).toBe(200);
    expect((await refresh(them.session)).status).toBe(200);

    expect(
      (await api('DELETE', `/api/users/sessions/${randomUUID()}`, { token: me.session.token })).status,
    ).toBe(404);
    const junk = await api('DELETE', `/api/users/sessions/${encodeURIComponent('a#b')}`, {
      token: me.session.token,
    });
    expect(junk.status).toBe(400);
  });
});

describe('DELETE /api/users/sessions (sign out everywhere else)', () => {
  it('ends every other session of the caller and keeps the calling one', async () => {
    const account = await register();
    const mine = await signInOn(account, chromeOnLinux);
    const others = [await signInOn(account, firefoxOnWindows), await signInOn(account, chromeOnLinux)];
    const [stranger] = [await signedInUser()];

    expect((await api('DELETE', '/api/users/sessions', { token: mine.token })).status).toBe(204);
    for (const other of others) {
      expect((await whoAmI(other.token)).status).toBe(401);
      expect((await refresh(other)).status).toBe(401);
    }
    expect((await whoAmI(mine.token)).status).toBe(200);
    expect((await devicesOf(mine.token)).body.map((device: { id: string }) => device.id)).toEqual([
      sessionIdOf(mine),
    ]);
    expect((await whoAmI(stranger.session.token)).status).toBe(200);
  });
});
