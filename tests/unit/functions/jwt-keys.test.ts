import { afterEach, describe, expect, it, vi } from 'vitest';
import { signingKey } from '#functions/lib/auth/access-token';
import { currentAndPreviousValues, type ParameterVersion } from '#functions/lib/auth/jwt-secret';

const current = 'c'.repeat(40);
const previous = 'p'.repeat(40);

/** The module caches its keys (and config) per container: each test loads a fresh copy. */
const freshKeyring = async (env: Record<string, string | undefined>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('#functions/lib/auth/jwt-secret');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the JWT keys of a container', () => {
  it('signs with the current secret and still verifies with the previous one', async () => {
    const { jwtKeys } = await freshKeyring({ JWT_SECRET: current, JWT_PREVIOUS_SECRET: previous });
    const keys = await jwtKeys();
    expect(keys.current.kid).toBe(signingKey(current).kid);
    expect(keys.previous.map((key) => key.kid)).toEqual([signingKey(previous).kid]);
  });

  it('has no previous key before the first rotation', async () => {
    const { jwtKeys } = await freshKeyring({ JWT_SECRET: current, JWT_PREVIOUS_SECRET: undefined });
    expect((await jwtKeys()).previous).toEqual([]);
  });

  it('loads the keys again after five minutes, and on demand at most once a minute', async () => {
    const { jwtKeys, reloadJwtKeys } = await freshKeyring({ JWT_SECRET: current });
    const first = jwtKeys(0);
    expect(jwtKeys(4 * 60_000)).toBe(first);
    expect(reloadJwtKeys(30_000)).toBe(first);
    const reloaded = reloadJwtKeys(61_000);
    expect(reloaded).not.toBe(first);
    expect(jwtKeys(61_000 + 4 * 60_000)).toBe(reloaded);
    expect(jwtKeys(61_000 + 5 * 60_000)).not.toBe(reloaded);
  });
});

describe('the JWT key from Parameter Store', () => {
  /** A parameter's history (version 1 first), read by name or by `name:version` as GetParameter does. */
  const history = (...values: string[]) => {
    const selectors: string[] = [];
    const read = async (selector: string): Promise<ParameterVersion> => {
      selectors.push(selector);
      const [, version = String(values.length)] = selector.split(/:(?=\d+$)/);
      const value = values[Number(version) - 1];
      if (value === undefined) throw new Error(`ParameterVersionNotFound: ${selector}`);
      return { value, version: Number(version) };
    };
    return { read, selectors };
  };

  it('has no previous key while the parameter has one version', async () => {
    const { read, selectors } = history(current);
    expect(await currentAndPreviousValues('/Stack/jwt-secret', read)).toEqual([current, undefined]);
    expect(selectors).toEqual(['/Stack/jwt-secret']);
  });

  it('reads the version before the current one after a rotation (put-parameter --overwrite)', async () => {
    const { read, selectors } = history('first'.repeat(8), previous, current);
    expect(await currentAndPreviousValues('/Stack/jwt-secret', read)).toEqual([current, previous]);
    expect(selectors).toEqual(['/Stack/jwt-secret', '/Stack/jwt-secret:2']);
  });
});
