import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { register, uniqueEmail } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { testHashLog2N } from '../support/test-hash-cost';

/**
 * Sign-in with an unknown email checks the password against a decoy hash, so its answer takes as
 * long as a wrong password's and its timing does not tell which emails have accounts. Without the
 * decoy it would answer one password hash sooner: the test times that hash at the runtime's cost
 * (here, on the same machine) and holds the two medians within half of it. A timed file, run alone.
 */
const pairs = 10;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/** The median time of one scrypt hash at the runtime's cost, as the handler computes it. */
const hashMs = () => {
  const N = 2 ** testHashLog2N;
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    scryptSync('a password', 'a salt of sixteen', 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 2 ** 20 });
    return performance.now() - started;
  });
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
    const hash = hashMs();
    console.log(
      `sign-in median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, one hash ${hash.toFixed(1)} ms`,
    );
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(hash / 2);
  });
});
