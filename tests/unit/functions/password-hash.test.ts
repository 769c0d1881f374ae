import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe("the test runs' cost (PASSWORD_HASH_TEST_LOG2_N)", () => {
  /** The module as a runtime with this environment loads it. */
  const loadedWith = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return import('#functions/lib/auth/password-hash');
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('lowers N for the local runtime, in the same stored shape', async () => {
    const module = await loadedWith({ PASSWORD_HASH_TEST_LOG2_N: '12' });
    const stored = await module.hashPassword('pw-123456');
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await module.verifyPassword('pw-123456', stored)).toBe(true);
  });

  it("is ignored in a Lambda, which always hashes at the architecture's cost", async () => {
    const module = await loadedWith({
      PASSWORD_HASH_TEST_LOG2_N: '10',
      AWS_LAMBDA_FUNCTION_NAME: 'recipe-planner-users',
    });
    expect(await module.hashPassword('pw-123456')).toMatch(/^scrypt\$131072\$/);
  });

  it.each(['9', '18', '14.5', 'cheap'])('refuses %s at start-up', async (value) => {
    await expect(loadedWith({ PASSWORD_HASH_TEST_LOG2_N: value })).rejects.toThrow(
      'PASSWORD_HASH_TEST_LOG2_N must be an integer from 10 to 17',
    );
  });
});
