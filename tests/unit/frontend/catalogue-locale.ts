import { i18n } from '@lingui/core';
import type { Locale } from '#shared/i18n/locales';
import { loadCatalogue } from '#web/lib/i18n/language';

/**
 * Shows the web app's texts in `locale` for the rest of a test file (every file starts in
 * English: tests/unit/english-texts.ts): the frontend helpers take their words from it.
 */
export const showIn = async (locale: Locale): Promise<void> => {
  i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) });
};
