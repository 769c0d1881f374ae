import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS clients, created once per container and reused across invocations. Endpoints for the local
 * runtime come from the SDK's own AWS_ENDPOINT_URL_DYNAMODB variable, so this code has no local branch.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
  marshallOptions: { removeUndefinedValues: true },
});

export const secretsManager = new SecretsManagerClient({});
