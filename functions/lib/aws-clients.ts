import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS clients, created once per container and reused across invocations. Endpoints for the local
 * runtime come from the SDK's own AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 variables.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
  marshallOptions: { removeUndefinedValues: true },
});

const localS3 = Boolean(process.env.AWS_ENDPOINT_URL_S3);

export const s3 = new S3Client({
  // s3rver serves buckets by path, not by subdomain, and does not speak the newer default checksums.
  forcePathStyle: localS3,
  ...(localS3
    ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
    : {}),
});

export const secretsManager = new SecretsManagerClient({});
