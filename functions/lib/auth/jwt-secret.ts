import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '../aws-clients';
import { config } from '../config';

let secret: Promise<Uint8Array> | undefined;

/** The HS256 key: from Secrets Manager in AWS (fetched once per container), from JWT_SECRET locally. */
export const jwtSecret = (): Promise<Uint8Array> => {
  secret ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = config();
    const value =
      JWT_SECRET ??
      (await secretsManager.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }))).SecretString;
    if (!value || value.length < 32)
      throw new Error('The JWT secret is missing or shorter than 32 characters');
    return new TextEncoder().encode(value);
  })();
  secret.catch(() => {
    secret = undefined; // a failed fetch is retried on the next request instead of poisoning the container
  });
  return secret;
};
