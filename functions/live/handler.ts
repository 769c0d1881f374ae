import { authConfig } from '../lib/config';
import { createLiveHandlers } from './live-wiring';
import { postViaApiGateway } from './post-to-connection';

authConfig(); // read at cold start: a misconfigured function fails at once

/** The WebSocket API's $connect, $disconnect and $default routes. */
export const handler = createLiveHandlers(postViaApiGateway).socket;
