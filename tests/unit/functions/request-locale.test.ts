import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '#functions/lib/http/api-event';
import { headerLocale, requestLocale, setCallerLanguage } from '#functions/lib/i18n/request-locale';
import { eachReadsAs } from '../../support/reads-as';

const eventWith = (headers: Record<string, string>) => ({ headers }) as unknown as ApiEvent;

describe('the language of a request (issue 26)', () => {
  eachReadsAs(headerLocale, 'reads %j as %s', [
    [undefined, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['pl;q=0.9, *;q=0.1', 'pl'],
    ['fr;q=0.5, es', 'es'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['xx, nl;q=0.2', 'nl'],
    ['de;q=0, fr', 'fr'],
    ['ja, zh;q=0.8', 'en'],
  ]);

  it.each([['garbage ;;; ,,, q=abc'], ['de;q=NaN'], ['<script>,"de"'], ['de'.padEnd(300, '-')]])(
    'falls back to English or a language it knows for hostile input %j',
    (header) => {
      expect(['en', 'de']).toContain(headerLocale(header));
    },
  );

  it('stays fast and bounded on a 100 KB header and on 10,000 entries', () => {
    const huge = `${'x'.repeat(100 * 1024)},de`;
    const many = Array.from({ length: 10_000 }, (_, index) => `l${index};q=0.${index % 10}`).join(',');
    const started = performance.now();
    for (let run = 0; run < 100; run++) {
      expect(headerLocale(huge)).toBe('en');
      expect(headerLocale(`${many},fr`)).toBe('en');
    }
    // Only the first 500 characters and 20 entries are read: 200 parses take a few milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("prefers the signed-in caller's own language to the header", () => {
    const event = eventWith({ 'Accept-Language': 'en' });
    expect(requestLocale(event)).toBe('en');
    setCallerLanguage(event, 'fr');
    expect(requestLocale(event)).toBe('fr');
    const withoutChoice = eventWith({ 'accept-language': 'it' });
    setCallerLanguage(withoutChoice, null);
    expect(requestLocale(withoutChoice)).toBe('it');
  });
});
