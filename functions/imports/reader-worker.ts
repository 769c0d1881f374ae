import { parentPort } from 'node:worker_threads';
import { readRecipe } from './recipe-reader';

/**
 * The import reader in a worker thread (started by `page-reader.ts` through
 * `reader-worker-entry.mjs`): reads each page it is sent, answering its draft, or null when the
 * page holds no recipe. Says it is ready once loaded, so that loading is not counted against the
 * first page's deadline.
 */
parentPort?.on('message', ({ html, url }: { html: string; url: string }) => {
  parentPort?.postMessage({ draft: readRecipe(html, url) ?? null });
});
parentPort?.postMessage({ ready: true });
