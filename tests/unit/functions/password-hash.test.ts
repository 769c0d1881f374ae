import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '#functions/lib/auth/password-hash';

describe('password hashing', () => {
  // Three full-cost scrypt hashes: seconds on a busy machine.
  it('stores scrypt parameters with a random salt and verifies only the right password', {
    timeout: 30_000,
  }, async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
  });

  it('verifies hashes made with older, cheaper parameters and flags them for upgrade', async () => {
    const current = await hashPassword('pw-123456');
    const weaker = current.replace('scrypt$131072$', 'scrypt$16384$');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(weaker)).toBe(true);
    expect(await verifyPassword('pw-123456', weaker)).toBe(false); // other cost, other key
  });

  it('rejects stored values of an unknown scheme', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
