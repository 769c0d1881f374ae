import { accountCleanupHandler, markedProfilesIn, type ProfileStreamRecord } from '#functions';
import type { TableGuard } from './table-guard';

/** Lambda's event source hands a failed batch back; locally a round is tried this often, a second apart. */
const attempts = 5;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const logError = (message: string, error: unknown) =>
  console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/**
 * What the clean-up function's event source does in AWS (infra/constructs/account-cleanup.ts), for
 * the local runtime's stream reader: the records of marked profiles (the same test as the event
 * filter) go to the same handler, run as its function under the table guard. The rounds run one
 * after another, off the reader's path, so a large account's clean-up never holds up the live
 * lists that read the same stream. `wake` reads the stream at once after a round, for the next.
 */
export const attachAccountCleanup = async (guard: TableGuard, wake: () => void) => {
  const handler = await accountCleanupHandler();
  let queue = Promise.resolve();
  const run = async (records: ProfileStreamRecord[]) => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await guard.runAs('accountCleanup', () => handler({ Records: records }));
        wake();
        return;
      } catch (error) {
        logError(`Account clean-up round failed (attempt ${attempt} of ${attempts})`, error);
        await sleep(1_000);
      }
    }
  };
  return {
    /** Queues the batch's records of marked profiles (if any) for the clean-up; does not wait for it. */
    onStreamRecords: (records: unknown[]) => {
      const marked = (records as ProfileStreamRecord[]).filter(
        (record) => markedProfilesIn([record]).length > 0,
      );
      if (marked.length === 0) return;
      queue = queue.then(() => run(marked));
    },
  };
};
