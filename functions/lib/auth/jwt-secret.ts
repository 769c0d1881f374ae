import { authConfig } from '../config';
import { type SigningKey, signingKey, type TokenKeys } from './access-token';

/** A warm container picks up a rotated secret within this time, and so starts signing with it. */
const keysLifetimeMs = 5 * 60_000;
/** Unknown key ids reload the keys at most this often, so forged ids cannot flood Secrets Manager. */
const reloadIntervalMs = 60_000;

/** The secret's current and previous versions: a rotation (put-secret-value) moves AWSCURRENT to AWSPREVIOUS. */
const fetchSecretVersions = async (secretId: string) => {
  const { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } = await import(
    '@aws-sdk/client-secrets-manager'
  );
  const client = new SecretsManagerClient({});
  const version = async (VersionStage: string) => {
    try {
      return (await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage })))
        .SecretString;
    } catch (error) {
      // Before the first rotation there is no previous version.
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  };
  try {
    return await Promise.all([version('AWSCURRENT'), version('AWSPREVIOUS')]);
  } finally {
    client.destroy();
  }
};

const checkedKey = (value: string | undefined): SigningKey => {
  if (!value || value.length < 32) throw new Error('The JWT secret is missing or shorter than 32 characters');
  return signingKey(value);
};

/** From Secrets Manager in AWS, from JWT_SECRET (and JWT_PREVIOUS_SECRET after a rotation) locally. */
const loadKeys = async (): Promise<TokenKeys> => {
  const { JWT_SECRET, JWT_PREVIOUS_SECRET, JWT_SECRET_ARN, TOKEN_ISSUER } = authConfig();
  const [current, previous] =
    JWT_SECRET !== undefined
      ? [JWT_SECRET, JWT_PREVIOUS_SECRET]
      : await fetchSecretVersions(JWT_SECRET_ARN ?? '');
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
