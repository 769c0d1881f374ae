import { fileURLToPath } from 'node:url';
import type { Resource } from '#shared/http/define-route';

/** One Lambda per resource: its entry module is `functions/<resource>/handler.ts`, exporting `handler`. */
export const handlerEntry = (resource: Resource): string =>
  fileURLToPath(new URL(`./${resource}/handler.ts`, import.meta.url));

/** The function S3 starts when an import file is uploaded (not an API route). */
export const uploadHandlerEntry = (): string =>
  fileURLToPath(new URL('./transfers/upload-handler.ts', import.meta.url));

/** The live shopping lists' functions (not API routes): the WebSocket API's, and the table stream's. */
export const liveHandlerEntries = {
  socket: fileURLToPath(new URL('./live/handler.ts', import.meta.url)),
  stream: fileURLToPath(new URL('./live/stream-handler.ts', import.meta.url)),
};

/** The custom resource that makes the stack's secrets at deploy time (not an API route). */
export const secretStoreHandlerEntry = (): string =>
  fileURLToPath(new URL('./secret-store/handler.ts', import.meta.url));

/** The clean-up after an account's deletion, on the table's stream (not an API route). */
export const accountCleanupHandlerEntry = (): string =>
  fileURLToPath(new URL('./users/account-cleanup-handler.ts', import.meta.url));
