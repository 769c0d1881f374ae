import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#shared/i18n/locales';

type Load = () => Promise<{ default: Messages }>;

/** The compiled web catalogues, as the page loads them (frontend/build/messages-plugin.ts). */
const catalogues: Record<Locale, Load> = {
  en: () => import('virtual:messages/en'),
  de: () => import('virtual:messages/de'),
  fr: () => import('virtual:messages/fr'),
  es: () => import('virtual:messages/es'),
  it: () => import('virtual:messages/it'),
  nl: () => import('virtual:messages/nl'),
  pl: () => import('virtual:messages/pl'),
  'pt-BR': () => import('virtual:messages/pt-BR'),
  ar: () => import('virtual:messages/ar'),
};

/** Shows the web app's texts in `locale`: the frontend helpers take their words from it (issue 26). */
export const showIn = async (locale: Locale): Promise<void> => {
  i18n.loadAndActivate({ locale, messages: (await catalogues[locale]()).default });
};
