import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The message catalogues (issue 26): `messages/<locale>/<area>.json`, each a flat object from key
 * to ICU MessageFormat text, every key starting with its area (`auth.signIn` in auth.json). One
 * file per area keeps a screen's texts together and lets two changes to different screens merge.
 * English is the source: the spec's texts, word for word.
 *
 * This module reads them from disk: for the web build (frontend/build/messages-plugin.ts), the
 * catalogue checks and scripts, and for the API run from its sources (functions/lib/i18n/server-messages.ts;
 * its deployed bundles read them compiled at build time instead).
 */
export const messagesDir = fileURLToPath(new URL('./messages/', import.meta.url));

/**
 * Areas only the API speaks: the web app never downloads them. `importJobs`: why an import of a
 * file failed, stored with the job as a key and written in the reader's language when read.
 */
export const serverOnlyAreas = ['mail', 'feed', 'importJobs'] as const;
/**
 * Areas the API speaks: its error messages (validation too, which the forms share), why a week's
 * proposal could not keep a planning rule (`planner`, which the web app shares), and the above.
 */
export const serverAreas = ['errors', 'planner', ...serverOnlyAreas] as const;
export type ServerArea = (typeof serverAreas)[number];

/**
 * Where a deployed function finds the API's areas: beside its bundle, one file per language and
 * area (`messages/de/errors.json`) in Lingui's compiled form, written at build time
 * (infra/constructs/server-messages.ts) and read on first use (functions/lib/i18n/server-messages.ts).
 */
export const compiledMessagesDir = 'messages';

export type Catalogue = Record<string, string>;

export const catalogueAreas = (locale: string): string[] =>
  readdirSync(join(messagesDir, locale))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

export const readArea = (locale: string, area: string): Catalogue =>
  JSON.parse(readFileSync(join(messagesDir, locale, `${area}.json`), 'utf8')) as Catalogue;

/** One locale's messages for the web app: every area but the API's own, merged. */
export const readWebCatalogue = (locale: string): Catalogue =>
  Object.assign(
    {},
    ...catalogueAreas(locale)
      .filter((area) => !(serverOnlyAreas as readonly string[]).includes(area))
      .map((area) => readArea(locale, area)),
  );
