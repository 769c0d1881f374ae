import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The architecture's scrypt cost (N = 2^17, 128 MB, over half a second of a core here), stored with
 * each hash so it can be raised later. The test runs of the local runtime, which sign up thousands
 * of accounts, lower N with `PASSWORD_HASH_TEST_LOG2_N` (10 to 17): the same code path and stored
 * shape at a fraction of the cost. A Lambda never reads it, so no deployment can weaken its hashes.
 */
const testLog2N = (value = process.env.PASSWORD_HASH_TEST_LOG2_N): number | undefined => {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME || !value) return undefined;
  const log2N = Number(value);
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 17) {
    throw new Error(`PASSWORD_HASH_TEST_LOG2_N must be an integer from 10 to 17, not "${value}"`);
  }
  return log2N;
};
const current = { N: 2 ** (testLog2N() ?? 17), r: 8, p: 1 };
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; maxmem must exceed it or node refuses.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return [
    'scrypt',
    current.N,
    current.r,
    current.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Whether a stored hash uses weaker parameters than today's, so sign-in can upgrade it. */
export const needsRehash = (stored: string): boolean => {
  const [, n, r, p] = stored.split('$');
  return Number(n) < current.N || Number(r) < current.r || Number(p) < current.p;
};

/**
 * A hash of a random password, computed once, so that sign-in with an unknown email costs the same
 * as a wrong password and response time does not reveal which emails have accounts.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};
