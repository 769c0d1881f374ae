import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLocale, type Locale } from '#shared/i18n/locales';
import ar from '#shared/i18n/messages/ar/errors.json' with { type: 'json' };
import de from '#shared/i18n/messages/de/errors.json' with { type: 'json' };
import en from '#shared/i18n/messages/en/errors.json' with { type: 'json' };
import es from '#shared/i18n/messages/es/errors.json' with { type: 'json' };
import fr from '#shared/i18n/messages/fr/errors.json' with { type: 'json' };
import it from '#shared/i18n/messages/it/errors.json' with { type: 'json' };
import nl from '#shared/i18n/messages/nl/errors.json' with { type: 'json' };
import pl from '#shared/i18n/messages/pl/errors.json' with { type: 'json' };
import ptBR from '#shared/i18n/messages/pt-BR/errors.json' with { type: 'json' };

/** Messages of one language, by key: an area's catalogue, or several merged. */
export type Messages = Record<string, string>;
export type MessageValues = Record<string, unknown>;

/**
 * The API's error messages (area `errors`) in every language: bundled into each function as JSON,
 * compiled on first use. The mail and the calendar feed add their own areas (mail-texts.ts,
 * feed-texts.ts), so only the functions that send mail or serve the feed carry those.
 */
export const errorMessages: Record<Locale, Messages> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  'pt-BR': ptBR,
  ar,
};

/**
 * A translator for a set of catalogues: `translate(locale, key, values)` formats the key's ICU
 * message in that language, English when the language lacks it. Each language's Lingui instance is
 * made on first use and each message compiled on first use (Lingui caches the compiled form).
 */
export const createTranslator = (catalogues: Record<Locale, Messages>) => {
  const instances = new Map<Locale, I18n>();
  const instanceOf = (locale: Locale): I18n => {
    let instance = instances.get(locale);
    if (!instance) {
      instance = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
      instance.setMessagesCompiler(compileMessage);
      instances.set(locale, instance);
    }
    return instance;
  };
  return (locale: Locale, key: string, values?: MessageValues): string => {
    const chosen = key in catalogues[locale] ? locale : defaultLocale;
    return instanceOf(chosen)._(key, values);
  };
};

/** An error message (area `errors`) in a language. */
export const translateError = createTranslator(errorMessages);

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
