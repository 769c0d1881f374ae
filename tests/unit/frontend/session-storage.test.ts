import { describe, expect, it } from 'vitest';
import type { Session } from '#shared/users/user-schemas';
import { storageKeys } from '#web/config/storage-keys';
import { clearStoredSession, readStoredSession, writeStoredSession } from '#web/lib/auth/session-storage';
import { memoryStorage } from './memory-storage';

const session: Session = {
  id: 'u1',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'User',
  avatar: '#00aa00',
  token: 'access.token.value',
  refreshToken: 'refresh-token',
  expiresAt: 1_800_000_000,
};

describe('stored session', () => {
  it('keeps the token under w4dAuthToken, the refresh token and the user, and reads them back', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, session);

    expect(storage.items.get('w4dAuthToken')).toBe('access.token.value');
    expect(storage.items.get('w4dRefreshToken')).toBe('refresh-token');
    expect(JSON.parse(storage.items.get('w4dUser') ?? '')).toEqual({
      id: 'u1',
      name: 'Alice',
      email: 'alice@example.com',
      role: 'User',
      avatar: '#00aa00',
    });
    expect(readStoredSession(storage)).toEqual({
      token: 'access.token.value',
      refreshToken: 'refresh-token',
      user: { id: 'u1', name: 'Alice', email: 'alice@example.com', role: 'User', avatar: '#00aa00' },
    });
  });

  it('reads an empty storage as no session', () => {
    expect(readStoredSession(memoryStorage())).toEqual({ token: null, refreshToken: null, user: null });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown role', JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'Root', avatar: null })],
    ['a missing id', JSON.stringify({ name: 'A', email: 'a@b.c', role: 'User', avatar: null })],
    ['a numeric avatar', JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'User', avatar: 3 })],
  ])('ignores a stored user that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(storageKeys.user, raw);
    expect(readStoredSession(storage).user).toBeNull();
  });

  it('drops unknown fields of the stored user', () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'SysAdmin', avatar: null, extra: 1 }),
    );
    expect(readStoredSession(storage).user).toEqual({
      id: 'u1',
      name: 'A',
      email: 'a@b.c',
      role: 'SysAdmin',
      avatar: null,
    });
  });

  it('clears the session but leaves other keys alone', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, session);
    storage.setItem('unrelated', 'kept');
    clearStoredSession(storage);
    expect([...storage.items.keys()]).toEqual(['unrelated']);
  });
});
