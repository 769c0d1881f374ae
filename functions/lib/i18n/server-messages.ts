import { readFileSync } from 'node:fs';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compiledMessagesDir, readArea, type ServerArea } from '#shared/i18n/catalogues';
import type { Locale } from '#shared/i18n/locales';

/** One area's messages in one language: ICU text, or Lingui's compiled form of it. */
export type Messages = Record<string, string | CompiledMessage>;

/**
 * Built for production (the bundles define NODE_ENV so), @lingui/core leaves its ICU compiler out.
 * Run from the sources (tests, the local runtime), Lingui compiles each message on first use.
 */
const precompiled = process.env.NODE_ENV === 'production';

/**
 * One language's messages of one server area, read when a translator first needs them (issue 26):
 * a function holds in memory only the languages its callers speak, never all nine, and its bundle
 * holds none. From the sources, the catalogue's JSON itself.
 */
export const loadServerMessages = (locale: Locale, area: ServerArea): Messages =>
  precompiled
    ? (JSON.parse(
        readFileSync(new URL(`./${compiledMessagesDir}/${locale}/${area}.json`, import.meta.url), 'utf8'),
      ) as Messages)
    : readArea(locale, area);
