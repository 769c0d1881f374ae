import english from 'virtual:messages/en';
import { i18n } from '@lingui/core';

/**
 * The web app's texts in English, for a test of a module that words something (`t()`): the app
 * loads the reader's catalogue at start-up (lib/i18n/language.ts); a unit test has no start-up.
 */
export const inEnglish = (): void => i18n.loadAndActivate({ locale: 'en', messages: english });
