import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionStorageKeys } from '#shared/early-refresh';
import {
  languageChunksElementId,
  languagePreloadScript,
  languageStorageKey,
} from '#shared/language-preload-script';
import { contentSecurityPolicy } from '#shared/web-security-headers';
import { preloadDocument } from './preload-document';

const chunks = {
  en: ['/assets/en.js'],
  de: ['/assets/de.js', '/assets/de-dates.js'],
  'pt-BR': ['/assets/pt-BR.js'],
  ar: ['/assets/ar.js'],
};

/** Runs the inline script with this storage and these browser languages; answers the files it preloads. */
const preloaded = (stored: Record<string, string>, languages: string[]) => {
  const { document, added } = preloadDocument(languageChunksElementId, chunks);
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', 'navigator', languagePreloadScript)(document, localStorage, {
    languages,
    language: languages[0],
  });
  expect(added.every((link) => link.rel === 'modulepreload')).toBe(true);
  return added.map((link) => link.href);
};

const user = (language: string | null) => JSON.stringify({ id: 'u1', language });

describe('language preload script', () => {
  it("preloads the signed-in user's language, else this device's choice", () => {
    expect(preloaded({ [sessionStorageKeys.user]: user('ar'), [languageStorageKey]: 'de' }, ['en'])).toEqual(
      chunks.ar,
    );
    expect(preloaded({ [sessionStorageKeys.user]: user(null), [languageStorageKey]: 'de' }, ['en'])).toEqual(
      chunks.de,
    );
  });

  it("else the first of the browser's languages the app speaks, by tag and then by language", () => {
    expect(preloaded({}, ['fi-FI', 'pt-BR', 'de'])).toEqual(chunks['pt-BR']);
    expect(preloaded({}, ['pt-PT', 'en'])).toEqual(chunks['pt-BR']);
    expect(preloaded({}, ['de-AT'])).toEqual(chunks.de);
  });

  it('else English; and nothing goes wrong on a broken stored user', () => {
    expect(preloaded({}, ['fi', 'sv'])).toEqual(chunks.en);
    expect(preloaded({ [sessionStorageKeys.user]: '{not json' }, ['de'])).toEqual([]);
  });

  it('is allowed by the CSP through the hash of its exact text', () => {
    const hash = createHash('sha256').update(languagePreloadScript).digest('base64');
    expect(contentSecurityPolicy).toContain(`'sha256-${hash}'`);
  });
});
