import english from 'virtual:messages/en';
import { i18n } from '@lingui/core';

/**
 * Every unit test file starts with the web app's English texts active (vitest.config.ts's
 * setupFiles): the app loads the reader's catalogue at start-up (lib/i18n/language.ts), a test
 * of a frontend module that words something (`t()`) has no start-up. The catalogue is the
 * build's own (virtual:messages/en, from the messages plugin).
 */
i18n.loadAndActivate({ locale: 'en', messages: english });
