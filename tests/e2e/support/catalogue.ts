import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readWebCatalogue } from '#shared/i18n/catalogues';
import { pseudoLocale, pseudoText } from '#shared/i18n/pseudo-locale';

/**
 * A text as a reader of that language sees it, from the same catalogue the app shows: the
 * language tests find buttons and headings by their words without copying any translation, so a
 * reviewer's better wording changes no test.
 */
export const inLanguage = (locale: string) => {
  const source = locale === pseudoLocale ? 'en' : locale;
  const catalogue = readWebCatalogue(source);
  const shown = locale === pseudoLocale ? 'en' : locale;
  // Loaded before it is made the language: Lingui warns of a language activated without messages.
  const i18n = setupI18n();
  i18n.setMessagesCompiler((text) => compileMessage(text, locale === pseudoLocale ? pseudoText : undefined));
  i18n.load(shown, catalogue);
  i18n.activate(shown);
  return (key: string, values?: Record<string, unknown>): string => {
    if (!(key in catalogue)) throw new Error(`No ${key} in the ${source} catalogue`);
    return i18n._(key, values);
  };
};
