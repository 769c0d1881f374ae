import { authConfig } from '../config';
import { type SigningKey, signingKey, type TokenKeys } from './access-token';

/** A warm container picks up a rotated secret within this time, and so starts signing with it. */
const keysLifetimeMs = 5 * 60_000;
/** Unknown key ids reload the keys at most this often, so forged ids cannot flood Parameter Store. */
const reloadIntervalMs = 60_000;

/** One version of a parameter: its value and its number (1 when made, one more at each overwrite). */
export interface ParameterVersion {
  value: string;
  version: number;
}

/** Reads a parameter by name (its latest version) or by `name:version` selector. */
export type ReadParameter = (selector: string) => Promise<ParameterVersion>;

/**
 * The parameter's current value and the one before it: a rotation (`put-parameter --overwrite`)
 * adds a version, and the version it replaced still verifies the tokens it signed. Parameter Store
 * keeps the last 100 versions, so the one before the current is always there.
 */
export const currentAndPreviousValues = async (name: string, read: ReadParameter) => {
  const current = await read(name);
  const previous = current.version > 1 ? await read(`${name}:${current.version - 1}`) : undefined;
  return [current.value, previous?.value] as const;
};

/** Parameter Store's GetParameter, decrypting the SecureString (with the account's aws/ssm key). */
const fetchParameterVersions = async (name: string) => {
  // Imported on first use: only a signed-in request needs the key, and the client costs init time.
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const client = new SSMClient({});
  const read: ReadParameter = async (selector) => {
    const { Parameter } = await client.send(
      new GetParameterCommand({ Name: selector, WithDecryption: true }),
    );
    return { value: Parameter?.Value ?? '', version: Parameter?.Version ?? 1 };
  };
  try {
    return await currentAndPreviousValues(name, read);
  } finally {
    client.destroy();
  }
};

const checkedKey = (value: string | undefined): SigningKey => {
  if (!value || value.length < 32) throw new Error('The JWT secret is missing or shorter than 32 characters');
  return signingKey(value);
};

/** From Parameter Store in AWS, from JWT_SECRET (and JWT_PREVIOUS_SECRET after a rotation) locally. */
const loadKeys = async (): Promise<TokenKeys> => {
  const { JWT_SECRET, JWT_PREVIOUS_SECRET, JWT_SECRET_PARAMETER, TOKEN_ISSUER } = authConfig();
  const [current, previous] =
    JWT_SECRET !== undefined
      ? [JWT_SECRET, JWT_PREVIOUS_SECRET]
      : await fetchParameterVersions(JWT_SECRET_PARAMETER ?? '');
  return {
    current: checkedKey(current),
    previous: previous ? [checkedKey(previous)] : [],
    issuer: TOKEN_ISSUER,
  };
};

let cached: { keys: Promise<TokenKeys>; loadedAt: number } | undefined;

const load = (now: number) => {
  const keys = loadKeys();
  cached = { keys, loadedAt: now };
  keys.catch(() => {
    cached = undefined; // a failed fetch is retried on the next request instead of poisoning the container
  });
  return keys;
};

/** The signing keys, loaded once per container and again after a few minutes. */
export const jwtKeys = (now = Date.now()): Promise<TokenKeys> =>
  cached && now - cached.loadedAt < keysLifetimeMs ? cached.keys : load(now);

/** Loads the keys again, unless they were loaded within the last minute. */
export const reloadJwtKeys = (now = Date.now()): Promise<TokenKeys> =>
  cached && now - cached.loadedAt < reloadIntervalMs ? cached.keys : load(now);
