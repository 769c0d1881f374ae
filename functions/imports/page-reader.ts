import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type RecipeDraft, readRecipe } from './recipe-reader';

/** Reads a page's recipe (see `readRecipe`); rejects with PageReadTimeoutError past its deadline. */
export type PageReader = (html: string, url: string) => Promise<RecipeDraft | undefined>;

export class PageReadTimeoutError extends Error {
  constructor(deadlineMs: number) {
    super(`Reading the page took more than ${deadlineMs} ms`);
    this.name = 'PageReadTimeoutError';
  }
}

/**
 * How long reading one page may take. The reader is linear and real pages take milliseconds (a
 * hostile 5 MB page well under a second): a page that takes longer is one no one can import.
 */
export const readDeadlineMs = 3_000;

const workerEntry = new URL('./reader-worker-entry.mjs', import.meta.url);

/**
 * The reader for this process. Locally every request is served by one process, so the page is
 * read in a worker thread: a slow page never holds up another request, and one past its deadline
 * ends its worker. In AWS the function is one bundle without the worker's entry beside it, and the
 * page is read in-process: one request per instance, bounded by the function's own timeout.
 */
export function pageReader(): PageReader {
  return existsSync(fileURLToPath(workerEntry)) ? workerReader(readDeadlineMs) : inProcessReader;
}

const inProcessReader: PageReader = async (html, url) => readRecipe(html, url);

/**
 * Reads pages in a worker thread kept warm between pages, one page at a time (later ones wait
 * their turn; the deadline counts from when a page's reading starts). A page past its deadline
 * ends the worker, and a new one starts for the next page.
 */
export function workerReader(deadlineMs: number): PageReader {
  let ready: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Promise<Worker> => {
    // Its own loader (see reader-worker-entry.mjs), not the runtime's command-line flags.
    const worker = new Worker(workerEntry, { execArgv: [] });
    // Idle between pages, it does not keep the process alive.
    worker.unref();
    const starting = new Promise<Worker>((resolve, reject) => {
      worker.once('message', () => resolve(worker));
      worker.once('error', reject);
    });
    // A worker that fails or ends is replaced at the next page (unless one already was).
    const forget = () => {
      if (ready === starting) ready = undefined;
    };
    worker.on('error', forget);
    worker.once('exit', forget);
    return starting;
  };

  const readOne = async (html: string, url: string): Promise<RecipeDraft | undefined> => {
    ready ??= start();
    const worker = await ready;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        ready = undefined;
        cleanUp();
        void worker.terminate();
        reject(new PageReadTimeoutError(deadlineMs));
      }, deadlineMs);
      const onMessage = ({ draft }: { draft: RecipeDraft | null }) => {
        cleanUp();
        resolve(draft ?? undefined);
      };
      const onError = (error: Error) => {
        cleanUp();
        reject(error);
      };
      const cleanUp = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ html, url });
    });
  };

  return (html, url) => {
    const read = queue.then(() => readOne(html, url));
    queue = read.catch(() => undefined);
    return read;
  };
}
