import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '#functions/lib/auth/password-hash';
import { register, uniqueEmail } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { median } from '../support/median';
import { testHashLog2N } from '../support/test-hash-cost';

/**
 * Sign-in with an unknown email checks the password against a decoy hash, so its answer takes as
 * long as a wrong password's and its timing does not tell which emails have accounts. Without the
 * decoy it would answer one password hash sooner: the test times that hash at the runtime's cost
 * (here, on the same machine) and holds the two medians within half of it. A timed file, run alone.
 */
const pairs = 10;

/**
 * The median time of one password check at the runtime's cost, by the handler's own code: a stored
 * hash in that cost's shape, which the check derives again (and finds wrong).
 */
const hashMs = async () => {
  const stored = ['scrypt', 2 ** testHashLog2N, 8, 1, randomBytes(16), randomBytes(32)]
    .map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : part))
    .join('$');
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    expect(await verifyPassword('a password', stored)).toBe(false);
    times.push(performance.now() - started);
  }
  return median(times);
};

describe('POST /api/users/login timing', () => {
  it('takes about as long for an unknown email as for a wrong password', async () => {
    const account = await register();
    // Ten failures lock an address: each pair comes from one of its own.
    const timed = async (address: string, email: string) => {
      const started = performance.now();
      const response = await apiFrom(address, 'POST', '/api/users/login', {
        email,
        password: 'wrong-password',
      });
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      const address = newLoopbackAddress();
      // Which goes first alternates, so a warming cache or a busy moment favours neither.
      if (pair % 2) unknown.push(await timed(address, uniqueEmail('nobody')));
      known.push(await timed(address, account.email));
      if (!(pair % 2)) unknown.push(await timed(address, uniqueEmail('nobody')));
    }
    const hash = await hashMs();
    console.log(
      `sign-in median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, one hash ${hash.toFixed(1)} ms`,
    );
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(hash / 2);
  });
});
