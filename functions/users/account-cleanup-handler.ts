import { logger } from '../lib/logger';
import { createDefaultAccountCleanup } from './account-cleanup-factory';
import { markedProfilesIn, type ProfileStreamRecord } from './marked-profiles';

const cleanup = createDefaultAccountCleanup();

/**
 * The table's stream (marked profiles only, by the event source's filter: infra): one round of
 * each marked account's clean-up. A round that fails throws, so the batch is handed back and the
 * round runs again from the progress last recorded.
 */
export const handler = async (event: { Records: ProfileStreamRecord[] }): Promise<void> => {
  for (const userId of markedProfilesIn(event.Records)) {
    const outcome = await cleanup.round(userId);
    logger.info('Account clean-up round', { userId, outcome });
  }
};
