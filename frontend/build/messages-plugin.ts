import { join } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { messagesDir, readWebCatalogue } from '../../shared/i18n/catalogues';
import { isLocale } from '../../shared/i18n/locales';
import { pseudoLocale, pseudoText } from '../../shared/i18n/pseudo-locale';

const prefix = 'virtual:messages/';
const resolvedPrefix = `\0${prefix}`;

/**
 * `import('virtual:messages/de')`: one language's web catalogue as a module of its own (a chunk
 * of its own in the build, downloaded only by readers of that language), with every message
 * already compiled, so the page never carries an ICU parser. `virtual:messages/pseudo` is English
 * accented and 40% longer, for the layout checks (shared/i18n/pseudo-locale.ts).
 */
export const messagesPlugin = (): Plugin => ({
  name: 'messages',
  resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(resolvedPrefix)) return undefined;
    const locale = id.slice(resolvedPrefix.length);
    if (!isLocale(locale) && locale !== pseudoLocale) throw new Error(`No catalogue for ${locale}`);
    const source = locale === pseudoLocale ? 'en' : locale;
    this.addWatchFile(join(messagesDir, source));
    const compiled: Record<string, CompiledMessage> = {};
    for (const [key, text] of Object.entries(readWebCatalogue(source))) {
      compiled[key] = compileMessageOrThrow(text, locale === pseudoLocale ? pseudoText : undefined);
    }
    return `export default ${JSON.stringify(compiled)};`;
  },
});
