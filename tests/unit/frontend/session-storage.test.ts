import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/config/storage-keys';
import {
  clearLegacyTokens,
  clearStoredSession,
  readLegacyRefreshToken,
  readStoredUser,
  toSessionUser,
  writeStoredUser,
} from '#web/lib/auth/session-storage';
import { memoryStorage } from './memory-storage';

/** What the browser keeps of a signed-in person: the profile, no token. */
const profile = {
  id: 'u1',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'User',
  avatar: '#00aa00',
  language: 'de',
} as const;
const session = { ...profile, token: 'access.token.value', expiresAt: 1_800_000_000 } as const;

describe('stored session', () => {
  it('keeps only the profile (no token of any kind) and reads it back', () => {
    const storage = memoryStorage();
    writeStoredUser(storage, toSessionUser(session));

    expect([...storage.items.keys()]).toEqual(['w4dUser']);
    expect(JSON.parse(storage.items.get('w4dUser') ?? '')).toEqual(profile);
    expect(readStoredUser(storage)).toEqual(profile);
  });

  it('reads a profile stored before languages existed as following the browser', () => {
    const storage = memoryStorage();
    const { language: _, ...before } = toSessionUser(session);
    storage.setItem('w4dUser', JSON.stringify(before));
    expect(readStoredUser(storage)).toEqual({ ...before, language: null });
  });

  it('reads the refresh token an earlier version stored, until it is cleared', () => {
    const storage = memoryStorage();
    storage.setItem('w4dRefreshToken', 'legacy-refresh');
    storage.setItem('w4dAuthToken', 'legacy-access');
    expect(readLegacyRefreshToken(storage)).toBe('legacy-refresh');
    clearLegacyTokens(storage);
    expect(readLegacyRefreshToken(storage)).toBeNull();
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('reads an empty storage as no session', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
    expect(readLegacyRefreshToken(memoryStorage())).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown role', JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'Root', avatar: null })],
    ['a missing id', JSON.stringify({ name: 'A', email: 'a@b.c', role: 'User', avatar: null })],
    ['a numeric avatar', JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'User', avatar: 3 })],
  ])('ignores a stored user that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(storageKeys.user, raw);
    expect(readStoredUser(storage)).toBeNull();
  });

  it('drops unknown fields of the stored user', () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', role: 'SysAdmin', avatar: null, extra: 1 }),
    );
    expect(readStoredUser(storage)).toEqual({
      id: 'u1',
      name: 'A',
      email: 'a@b.c',
      role: 'SysAdmin',
      avatar: null,
      language: null,
    });
  });

  it('clears the session but leaves other keys alone', () => {
    const storage = memoryStorage();
    writeStoredUser(storage, toSessionUser(session));
    storage.setItem('w4dRefreshToken', 'legacy-refresh');
    storage.setItem('unrelated', 'kept');
    clearStoredSession(storage);
    expect([...storage.items.keys()]).toEqual(['unrelated']);
  });
});
