import { acceptedLanguages, type Locale, matchLocale } from '#shared/i18n/locales';
import { type ApiEvent, headerOf } from '../http/api-event';

/** The language each signed-in request's caller chose (their access token's `lang` claim). */
const callerLanguages = new WeakMap<ApiEvent, Locale>();

/** Records the caller's own language for this request, once their token is verified. */
export const setCallerLanguage = (event: ApiEvent, language: Locale | null | undefined) => {
  if (language) callerLanguages.set(event, language);
};

/** The first language of an Accept-Language header the app speaks; `*` or none is English. */
export const headerLocale = (header: string | undefined): Locale => matchLocale(acceptedLanguages(header));

/**
 * The language a request is answered in (issue 26): the signed-in caller's chosen language if
 * there is one, else the request's Accept-Language, else English.
 */
export const requestLocale = (event: ApiEvent): Locale =>
  callerLanguages.get(event) ?? headerLocale(headerOf(event, 'accept-language'));
