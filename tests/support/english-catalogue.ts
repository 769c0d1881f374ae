import { i18n } from '@lingui/core';
import { beforeAll } from 'vitest';

/**
 * The web app's English texts for a unit test of a frontend module that says something: `t()`
 * reads the active catalogue, which the app loads at start (lib/i18n/language.ts) and a test must
 * load itself. The catalogue is the build's own (virtual:messages/en, vitest.config.ts's plugin).
 */
export const withEnglishCatalogue = () =>
  beforeAll(async () => {
    const { default: messages } = await import('virtual:messages/en');
    i18n.loadAndActivate({ locale: 'en', messages });
  });
