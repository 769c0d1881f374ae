import { i18n, type Messages } from '@lingui/core';
import type { Locale as DateLocale } from 'date-fns';
import { isLocale, type Locale, matchLocale, textDirection } from '#shared/i18n/locales';
import { pseudoLocale } from '#shared/i18n/pseudo-locale';
import { storageKeys } from '#web/config/storage-keys';

/** What the page can be shown in: the app's languages, and the pseudo-locale of the layout checks. */
export type WebLocale = Locale | typeof pseudoLocale;

type Load<T> = () => Promise<T>;
const messagesOf = (module: { default: Messages }) => module.default;

/** Each language's catalogue is a chunk of its own: a reader downloads only theirs. */
const catalogues: Record<WebLocale, Load<Messages>> = {
  en: () => import('virtual:messages/en').then(messagesOf),
  de: () => import('virtual:messages/de').then(messagesOf),
  fr: () => import('virtual:messages/fr').then(messagesOf),
  es: () => import('virtual:messages/es').then(messagesOf),
  it: () => import('virtual:messages/it').then(messagesOf),
  nl: () => import('virtual:messages/nl').then(messagesOf),
  pl: () => import('virtual:messages/pl').then(messagesOf),
  'pt-BR': () => import('virtual:messages/pt-BR').then(messagesOf),
  ar: () => import('virtual:messages/ar').then(messagesOf),
  pseudo: () => import('virtual:messages/pseudo').then(messagesOf),
};

/** date-fns's weekday and month names; English is date-fns's own default, never downloaded. */
const dateLocales: Record<Exclude<Locale, 'en'>, Load<DateLocale>> = {
  de: () => import('date-fns/locale/de').then((module) => module.de),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  it: () => import('date-fns/locale/it').then((module) => module.it),
  nl: () => import('date-fns/locale/nl').then((module) => module.nl),
  pl: () => import('date-fns/locale/pl').then((module) => module.pl),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((module) => module.ptBR),
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
};

/** A language's compiled texts, as the page downloads them. */
export const loadCatalogue = (locale: WebLocale): Promise<Messages> => catalogues[locale]();

let dateLocale: DateLocale | undefined;

/** The active language, for `Intl` and `<html lang>` (the pseudo-locale formats as English). */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** date-fns's `locale` option for the active language (undefined: date-fns's English). */
export const activeDateLocale = (): DateLocale | undefined => dateLocale;

const browserLocale = (): Locale => matchLocale(navigator.languages ?? [navigator.language]);

/** This device's choice of language, if one was made (the pseudo-locale is never offered). */
export const storedChoice = (): WebLocale | null => {
  const stored = localStorage.getItem(storageKeys.language);
  return isLocale(stored) || stored === pseudoLocale ? stored : null;
};

/**
 * The language to start in: the signed-in user's own choice (kept with their account, so a second
 * device follows), else this device's choice (the sign-in page's menu), else the browser's.
 */
export const startingLocale = (userLanguage?: string | null): WebLocale =>
  (isLocale(userLanguage) ? userLanguage : null) ?? storedChoice() ?? browserLocale();

/** Loads a language's texts (and date names) and shows the page in it, mirrored for Arabic. */
export const activateLocale = async (locale: WebLocale): Promise<void> => {
  const [messages, dates] = await Promise.all([
    catalogues[locale](),
    locale === 'en' || locale === pseudoLocale ? undefined : dateLocales[locale](),
  ]);
  dateLocale = dates;
  const root = document.documentElement;
  root.lang = locale === pseudoLocale ? 'en-XA' : locale;
  root.dir = textDirection(locale);
  i18n.loadAndActivate({ locale, messages });
};

/**
 * The signed-in account's language (My Page's choice, or the one a sign-in brings from another
 * device): the page shows it; null follows the browser again, forgetting this device's own choice
 * so that a reload agrees. Nothing happens when the page is already in that language.
 */
export const followAccountLanguage = async (language: Locale | null): Promise<void> => {
  if (!language) localStorage.removeItem(storageKeys.language);
  const locale = language ?? browserLocale();
  if (i18n.locale !== locale) await activateLocale(locale);
};

/**
 * A reader's choice of language on this device; null goes back to following the browser.
 * The page re-renders in the new language (app/index.tsx keys the tree by locale).
 */
export const chooseLanguage = async (locale: Locale | null): Promise<void> => {
  if (locale) localStorage.setItem(storageKeys.language, locale);
  else localStorage.removeItem(storageKeys.language);
  await activateLocale(locale ?? browserLocale());
};
