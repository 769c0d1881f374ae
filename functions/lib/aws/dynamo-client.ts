import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The DynamoDB document client, created once per container, and only in the functions that import
 * this module (a function's bundle holds the clients it uses, nothing more). The local runtime's
 * endpoint comes from the SDK's own AWS_ENDPOINT_URL_DYNAMODB.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
  marshallOptions: { removeUndefinedValues: true },
});
