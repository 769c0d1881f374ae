import { type I18n, setupI18n } from '@lingui/core';
import type { ServerArea } from '#shared/i18n/catalogues';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
import { loadServerMessages, type Messages } from './server-messages';

export type MessageValues = Record<string, unknown>;

/**
 * A translator for one of the API's areas: `translate(locale, key, values)` formats the key's ICU
 * message in that language, English when the language lacks it. A language's messages are read on
 * its first use, with its Lingui instance (server-messages.ts).
 */
export const createTranslator = (area: ServerArea) => {
  const instances = new Map<Locale, { i18n: I18n; messages: Messages }>();
  const instanceOf = (locale: Locale) => {
    let instance = instances.get(locale);
    if (!instance) {
      const messages = loadServerMessages(locale, area);
      instance = { i18n: setupI18n({ locale, messages: { [locale]: messages } }), messages };
      instances.set(locale, instance);
    }
    return instance;
  };
  return (locale: Locale, key: string, values?: MessageValues): string => {
    const chosen = key in instanceOf(locale).messages ? locale : defaultLocale;
    return instanceOf(chosen).i18n._(key, values);
  };
};

/** An error message (area `errors`) in a language. */
export const translateError = createTranslator('errors');

/** An error message in English: what logs and the `message` of a DomainError hold. */
export const englishError = (key: string, values?: MessageValues): string =>
  translateError(defaultLocale, key, values);

/** The stable code of an error key, for clients: `errors.recipeNotFound` -> `recipe_not_found`. */
export const codeOf = (key: string): string =>
  key
    .replace(/^errors\./, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-z])([0-9])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
