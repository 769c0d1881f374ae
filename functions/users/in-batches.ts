import { defaultBackoff, retryOnConflict, tryAgain } from '../data/backoff';
import { transactionConflicted } from '../data/condition-failures';

/** Independent deletions run this many at a time: a household's account in seconds, not a flood. */
const parallel = 10;

/** Runs `work` on each item, `parallel` at a time. */
export const inBatches = async <T>(list: T[], work: (item: T) => Promise<unknown>) => {
  for (let start = 0; start < list.length; start += parallel)
    await Promise.all(list.slice(start, start + parallel).map(work));
};

/**
 * As `inBatches`, for transactions (rating and recipe removals, without the catalogue's version
 * bump, which they would all contend for: the shards are bumped once afterwards); one that met
 * someone else's transaction on the same items meanwhile is tried again.
 */
export const retryingInBatches = <T>(list: T[], work: (item: T) => Promise<unknown>) =>
  inBatches(list, (item) =>
    retryOnConflict(
      async () => {
        try {
          return await work(item);
        } catch (error) {
          if (transactionConflicted(error)) return tryAgain;
          throw error;
        }
      },
      () => new Error('Deleting an account kept meeting concurrent transactions'),
      defaultBackoff,
    ),
  );
