import type { Locale } from '#shared/i18n/locales';
import type { StoredMessage } from '../data/import-jobs';
import { createTranslator, translateError } from '../lib/i18n/translate';

const translateJobText = createTranslator('importJobs');

/**
 * A stored text in the reader's language. A plain string is a job's English sentence from before
 * issue 26, and is shown as it is.
 */
export const readJobText = (locale: Locale, text: StoredMessage): string => {
  if (typeof text === 'string') return text;
  return text.key.startsWith('errors.')
    ? translateError(locale, text.key, text.values)
    : translateJobText(locale, text.key, text.values);
};
