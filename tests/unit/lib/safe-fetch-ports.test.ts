import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FetchRefusedError, safeFetch } from '../../../functions/lib/safe-fetch';

/** A public address (example.com's) the tests never reach: every case here is refused before connecting, or times out. */
const publicAddress = '93.184.215.14';

const resolvingTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family: 4 }]);
    else callback(null, address, 4);
  };

const refusalOf = async (url: string, lookup?: LookupFunction) => {
  try {
    await safeFetch(url, { accept: 'html', maxBytes: 1024, timeoutMs: 1500, lookup });
  } catch (error) {
    if (error instanceof FetchRefusedError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error(`${url} was fetched`);
};

const otherPort = {
  reason: 'port',
  message: 'Only addresses on the usual web ports (80 and 443) can be imported.',
};

describe('safeFetch reaches a public host only on ports 80 and 443', () => {
  it.each(['http', 'https'])(
    'refuses a public address on another port (%s), before connecting',
    async (scheme) => {
      expect(await refusalOf(`${scheme}://${publicAddress}:6379/`)).toEqual(otherPort);
      expect(await refusalOf(`${scheme}://${publicAddress}:8080/recipe`)).toEqual(otherPort);
    },
  );

  it('refuses a name that resolves to a public address, on another port', async () => {
    expect(await refusalOf('http://recipes.example:25/', resolvingTo(publicAddress))).toEqual(otherPort);
  });

  it('still calls a private address on any port a private address', async () => {
    expect((await refusalOf('http://recipes.example:6379/', resolvingTo('10.0.0.5'))).reason).toBe(
      'private-address',
    );
    expect((await refusalOf('http://127.0.0.1:6379/')).reason).toBe('private-address');
  });

  it.each([
    `http://${publicAddress}/`,
    `http://${publicAddress}:80/`,
    `https://${publicAddress}:443/`,
    `http://${publicAddress}:443/`,
  ])('lets %s through to the connection (refused later only if unreachable)', async (url) => {
    const outcome = await refusalOf(url);
    expect(outcome.reason).not.toBe('port');
  });
});
