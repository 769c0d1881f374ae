import { createLiveHandlers } from './live-wiring';
import { postViaApiGateway } from './post-to-connection';

/** The WebSocket API's $connect, $disconnect and $default routes. */
export const handler = createLiveHandlers(postViaApiGateway).socket;
