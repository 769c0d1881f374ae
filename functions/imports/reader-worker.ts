import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readRecipe } from './recipe-reader';

/**
 * The lowest CPU priority, for this thread alone (on Linux a thread's nice value is its own): the
 * pages read here are whatever signed-in strangers send, and reading them must never take the CPU
 * from the other requests the local runtime serves, nor from DynamoDB Local. Where the platform
 * refuses, the page is read at normal priority; its deadline still bounds it.
 */
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {}

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
