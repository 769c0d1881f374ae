import { describe, expect, it } from 'vitest';
import { clientLimits } from '#shared/http/client-limits';
import { register } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';

/**
 * Sign-in's limit per address is checked before the password is hashed (scrypt, 128 MB each): past
 * it a flood from one address costs no hashing, and even the right password is refused from there
 * (a check after the hash would have let it through). Another address signs in meanwhile.
 */
const loginPath = '/api/users/login';

describe('sign-in: per address, before the password hash', () => {
  it('refuses the attempt after the limit unhashed, right password or not; another address is served', async () => {
    const account = await register();
    const flooder = newLoopbackAddress();
    const { max } = clientLimits.login.perAddress;
    // Requests the hash never sees (no password): cheap to send, and counted all the same.
    for (let start = 0; start < max; start += 20) {
      const batch = Array.from({ length: Math.min(20, max - start) }, () =>
        apiFrom(flooder, 'POST', loginPath, { email: account.email }),
      );
      for (const response of await Promise.all(batch)) expect(response.status).toBe(400);
    }

    const right = await apiFrom(flooder, 'POST', loginPath, {
      email: account.email,
      password: account.password,
    });
    expect(right).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many requests from your address\. Try again in \d+ minutes?\.$/),
      },
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.body.token).toBeUndefined();

    const elsewhere = await apiFrom(newLoopbackAddress(), 'POST', loginPath, {
      email: account.email,
      password: account.password,
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toEqual(expect.any(String));
  });
});
