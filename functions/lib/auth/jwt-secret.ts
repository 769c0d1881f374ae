import { authConfig } from '../config';

let secret: Promise<Uint8Array> | undefined;

/** Reads the key from Secrets Manager; the SDK client loads with it, so no function carries it unused. */
const fetchSecret = async (secretId: string) => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
  } finally {
    client.destroy();
  }
};

/** The HS256 key: from Secrets Manager in AWS (fetched once per container), from JWT_SECRET locally. */
export const jwtSecret = (): Promise<Uint8Array> => {
  secret ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = authConfig();
    const value = JWT_SECRET ?? (JWT_SECRET_ARN ? await fetchSecret(JWT_SECRET_ARN) : undefined);
    if (!value || value.length < 32)
      throw new Error('The JWT secret is missing or shorter than 32 characters');
    return new TextEncoder().encode(value);
  })();
  secret.catch(() => {
    secret = undefined; // a failed fetch is retried on the next request instead of poisoning the container
  });
  return secret;
};
