/**
 * What the rest of the repository (the CDK app, the local runtime, scripts) may use of the Lambda
 * code: where each resource's handler lives, the table's key schema, the event types, and the
 * first-admin bootstrap. Everything else under functions/ is internal to the functions.
 */

export { liveSortKeyPrefixes } from './data/list-key-prefixes';
export { sessionStateAttributes } from './data/sessions';
export { type IndexName, tableDefinition } from './data/table-definition';
export { profileSortKey } from './data/users';
export {
  accountCleanupHandlerEntry,
  handlerEntry,
  liveHandlerEntries,
  secretStoreHandlerEntry,
  uploadHandlerEntry,
} from './handler-entries';
export type { ApiEvent, ApiHandler, ApiResult } from './lib/http/api-event';
export { originVerifyHeader, viewerAddressHeader } from './lib/http/origin-check';
export { unrotated as unrotatedOriginSecret } from './secret-store/provision-secrets';

/**
 * Loaded on first use (it reads the endpoint from the environment): the one DynamoDB client the
 * functions of a process share, for the local runtime to add its per-function table guard to.
 */
export const sharedDynamoClient = async () => (await import('./lib/aws/dynamo-client')).dynamo;

/**
 * Loaded on first use: the bootstrap needs the table's endpoint and credentials from the
 * environment, which the local runtime sets only after its services start.
 */
export const ensureAdmin = async (input: { name?: string; email: string; password: string }) =>
  (await import('./users/ensure-admin')).ensureAdmin(input);

/**
 * The live handlers with another way to reach the clients (the local runtime's ws sockets): loaded
 * on first use, like ensureAdmin, once the environment is set.
 */
export const createLiveHandlers = async (post: import('./live/live-fanout').PostToConnection) =>
  (await import('./live/live-wiring')).createLiveHandlers(post);
export type { PostToConnection } from './live/live-fanout';
export type { SocketEvent, SocketResult } from './live/live-wiring';
export type { StreamRecord } from './live/stream-messages';

export { markedProfilesIn, type ProfileStreamRecord } from './users/marked-profiles';
/**
 * The account clean-up's stream handler, for the local runtime's stream reader: loaded on first
 * use, like ensureAdmin, once the environment is set.
 */
export const accountCleanupHandler = async () => (await import('./users/account-cleanup-handler')).handler;
