import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, readArea } from '#shared/i18n/catalogues';
import { locales } from '#shared/i18n/locales';

/**
 * The catalogues stay complete (issue 26): every language has every key English has and no
 * other, every message is ICU that compiles with the same placeholders as English, every key the
 * code names exists, and every key is named somewhere in the code.
 */
const root = join(import.meta.dirname, '../../..');
const sourceDirs = ['frontend/src', 'functions', 'shared'].map((dir) => join(root, dir));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const areas = catalogueAreas('en');
const english = Object.fromEntries(areas.map((area) => [area, readArea('en', area)]));
const englishKeys = new Set(Object.values(english).flatMap((catalogue) => Object.keys(catalogue)));

/** Argument names and rich-text tags of a compiled message, at any depth. */
const shapeOf = (message: CompiledMessage): string[] => {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      const [name, type, format] = token;
      found.add(name);
      if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format) {
        for (const [choice, value] of Object.entries(format as Record<string, unknown>))
          if (choice !== 'offset' && Array.isArray(value)) visit(value as CompiledMessage);
      }
    }
  };
  visit(message);
  return [...found].sort();
};

describe('message catalogues', () => {
  it('give every key its own area', () => {
    for (const [area, catalogue] of Object.entries(english))
      for (const key of Object.keys(catalogue))
        expect(key.startsWith(`${area}.`), `${key} in ${area}.json`).toBe(true);
  });

  for (const locale of locales) {
    it(`hold every English key and no other in ${locale}`, () => {
      expect(catalogueAreas(locale)).toEqual(areas);
      for (const area of areas)
        expect(Object.keys(readArea(locale, area)).sort(), `${locale}/${area}.json`).toEqual(
          Object.keys(english[area] ?? {}).sort(),
        );
    });

    it(`compile in ${locale}, each with the placeholders and tags English has`, () => {
      for (const area of areas) {
        for (const [key, text] of Object.entries(readArea(locale, area))) {
          expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
          let compiled: CompiledMessage = [];
          expect(() => {
            compiled = compileMessageOrThrow(text);
          }, `${locale} ${key}`).not.toThrow();
          const source = english[area]?.[key] ?? '';
          expect(shapeOf(compiled), `${locale} ${key}`).toEqual(shapeOf(compileMessageOrThrow(source)));
        }
      }
    });
  }

  // A key is written out wherever it is used: `t('recipes.title')`, or in a table of keys.
  const keyLiteral = new RegExp(`['"\`]((?:${areas.join('|')})\\.[A-Za-z0-9_.-]+)['"\`]`, 'g');
  const used = new Map<string, string>();
  for (const file of sourceFiles(sourceDirs[0] ?? '').concat(...sourceDirs.slice(1).map(sourceFiles))) {
    if (file.includes(`${join('shared', 'i18n', 'messages')}`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(keyLiteral))
      if (match[1]) used.set(match[1], relative(root, file));
  }

  it('have every key the code names', () => {
    const missing = [...used]
      .filter(([key]) => !englishKeys.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('hold no key the code never names', () => {
    expect([...englishKeys].filter((key) => !used.has(key))).toEqual([]);
  });
});
