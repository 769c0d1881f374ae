import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { compiledMessagesDir, readArea, serverAreas } from '../../shared/i18n/catalogues';
import { locales } from '../../shared/i18n/locales';
import { shellQuote } from './sharp-bundling';

/** Every server area in every language, compiled: `{ 'de/errors.json': '{"errors.x":[...]}' }`. */
const compiledFiles = (): Record<string, string> => {
  const files: Record<string, string> = {};
  for (const locale of locales)
    for (const area of serverAreas) {
      const compiled = Object.fromEntries(
        Object.entries(readArea(locale, area)).map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      files[`${locale}/${area}.json`] = JSON.stringify(compiled);
    }
  return files;
};

let written: string | undefined;

/**
 * Writes the compiled catalogues once per synthesis into a folder named by their content (the same
 * catalogues reuse it, so repeated builds leave nothing behind) and answers where.
 */
const compiledMessagesFolder = (): string => {
  if (written) return written;
  const files = compiledFiles();
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), `recipe-planner-messages-${hash}`);
  if (!existsSync(folder)) {
    // Written aside and renamed, so a parallel synthesis never copies a half-written folder.
    const partial = `${folder}.${process.pid}`;
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(partial, path, '..'), { recursive: true });
      writeFileSync(join(partial, path), text);
    }
    try {
      renameSync(partial, folder);
    } catch (error) {
      if (!existsSync(folder)) throw error;
    }
  }
  written = folder;
  return folder;
};

/**
 * Bundling that leaves the API's catalogues and the ICU compiler out of a function's code (issue 26):
 * each language's areas are compiled here, at build time, into `messages/<locale>/<area>.json`
 * beside the bundle, where functions/lib/i18n/server-messages.ts reads one language when its first
 * caller comes; NODE_ENV=production makes @lingui/core leave its compiler out. `hooks` (sharp's) run first.
 */
export const serverMessagesBundling = (
  hooks?: ICommandHooks,
): Pick<BundlingOptions, 'define' | 'commandHooks'> => ({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  commandHooks: {
    beforeBundling: (inputDir, outputDir) => hooks?.beforeBundling(inputDir, outputDir) ?? [],
    beforeInstall: (inputDir, outputDir) => hooks?.beforeInstall(inputDir, outputDir) ?? [],
    afterBundling: (inputDir, outputDir) => {
      const target = join(outputDir, compiledMessagesDir);
      return [
        ...(hooks?.afterBundling(inputDir, outputDir) ?? []),
        `mkdir -p ${shellQuote(target)} && cp -R ${shellQuote(`${compiledMessagesFolder()}/.`)} ${shellQuote(target)}`,
      ];
    },
  },
});
