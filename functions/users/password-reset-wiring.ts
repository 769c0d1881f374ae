import { createHash } from 'node:crypto';
import { createClientLimits } from '../data/client-limits';
import { defaultTable } from '../data/default-table';
import { createPasswordResets } from '../data/password-resets';
import { webConfig } from '../lib/config';
import { logger } from '../lib/logger';
import { configuredMail } from '../lib/mail/send-mail';
import { accountRepositories, markSessionEnded } from './account-repositories';
import { createPasswordResetService } from './password-reset-service';

/** Reset mails per email: a few tries an hour serve a person; more would be mail bombing. */
export const resetMailsPerEmail = { max: 3, perSeconds: 60 * 60 };

/** The password reset service wired to the real table and the configured mail. */
export const createDefaultPasswordResetService = () => {
  const table = defaultTable();
  const limits = createClientLimits(table);
  return createPasswordResetService({
    ...accountRepositories(table),
    resets: createPasswordResets(table),
    // Counted under the email's hash in the counters' partitions, kept apart from addresses and users.
    mailAllowed: async (email) =>
      (
        await limits.count(
          `email:${createHash('sha256').update(email).digest('hex')}`,
          'resetMail',
          resetMailsPerEmail,
          Date.now() / 1000,
        )
      ).allowed,
    sendMail: configuredMail(),
    webOrigin: () => webConfig().WEB_ORIGIN,
    sessionEnded: markSessionEnded,
    mailFailed: (error) => logger.error('A password reset mail could not be sent', { error: String(error) }),
  });
};
