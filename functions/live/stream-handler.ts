import { createLiveHandlers } from './live-wiring';
import { postViaApiGateway } from './post-to-connection';

/** The table's stream (shopping lists' items and aisle settings only, by the event source's filter): changes to the screens. */
export const handler = createLiveHandlers(postViaApiGateway).stream;
