import { fileURLToPath } from 'node:url';
import type { Resource } from '#shared/http/define-route';

/** One Lambda per resource: its entry module is `functions/<resource>/handler.ts`, exporting `handler`. */
export const handlerEntry = (resource: Resource): string =>
  fileURLToPath(new URL(`./${resource}/handler.ts`, import.meta.url));
