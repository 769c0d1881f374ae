import { createLiveHandlers } from './live-wiring';
import { postViaApiGateway } from './post-to-connection';

/** The table's stream (shopping items only, by the event source's filter): changes to the screens. */
export const handler = createLiveHandlers(postViaApiGateway).stream;
