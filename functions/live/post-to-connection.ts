import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import * as z from 'zod';
import type { PostToConnection } from './live-fanout';

/** The WebSocket stage's callback address (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
const liveConfig = z.object({ LIVE_CALLBACK_URL: z.url() });

let client: ApiGatewayManagementApiClient | undefined;

/** Posts through API Gateway's management API; a connection that has gone answers 410 (GoneException). */
export const postViaApiGateway: PostToConnection = async (connectionId, message) => {
  client ??= new ApiGatewayManagementApiClient({ endpoint: liveConfig.parse(process.env).LIVE_CALLBACK_URL });
  try {
    await client.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }),
    );
    return 'sent';
  } catch (error) {
    if (error instanceof GoneException) return 'gone';
    throw error;
  }
};
