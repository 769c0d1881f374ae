import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { kitchenQuantity } from '#shared/recipes/kitchen-quantity';
import { noProgressYet } from '#shared/transfers/transfer-schemas';
import { durationText } from '#web/features/recipes/utils/duration-text';
import { importJobSummary } from '#web/features/recipes/utils/import-job-summary';
import { localQuantity } from '#web/features/recipes/utils/local-quantity';
import { formatMinutes, formatRating, ratingLabel } from '#web/features/recipes/utils/recipe-facts';
import { t } from '#web/lib/i18n/t';
import { TaggedText } from '#web/lib/i18n/tagged-text';
import { showIn } from './catalogue-locale';

afterAll(() => showIn('en'));

describe('recipes in other languages (issue 26)', () => {
  it("shows amounts with the language's decimal sign, keeping the cook's fractions", async () => {
    await showIn('de');
    expect(kitchenQuantity({ amount: 1.25, unit: 'kg' }, 1, 'as-written', 'de')).toBe('1,25 kg');
    expect(kitchenQuantity({ amount: 1.5, unit: 'EL' }, 1, 'as-written', 'de')).toBe('1½ EL');
    expect(kitchenQuantity({ amount: 1.7, unit: null }, 1, 'as-written', 'fr')).toBe('1,7');
    expect(kitchenQuantity({ amount: 500, unit: 'g' }, 3, 'metric', 'pl')).toBe('1,5 kg');
    // A converted amount's unit is the language's; the recipe's own units stay as written.
    expect(localQuantity({ amount: 30, unit: 'ml' }, 1, 'us')).toBe('2 EL');
    expect(localQuantity({ amount: 600, unit: 'ml' }, 1, 'us')).toBe('2½ Tassen');
    expect(localQuantity({ amount: 1.5, unit: 'cup' }, 1, 'metric')).toBe('360 ml');
    expect(localQuantity({ amount: 1.5, unit: 'EL' }, 2, 'as-written')).toBe('3 EL');
    await showIn('pl');
    expect(localQuantity({ amount: 1200, unit: 'ml' }, 1, 'us')).toBe('5 szklanek');
    // English stays as it was, and is the default.
    expect(kitchenQuantity({ amount: 1.25, unit: 'kg' }, 1, 'as-written')).toBe('1.25 kg');
  });

  it("writes times, ratings and counts in the language's own words and plurals", async () => {
    await showIn('de');
    expect(formatMinutes(95)).toBe('1 Std. 35 Min.');
    expect(formatRating(4.5)).toBe('4,5');
    expect(ratingLabel(4.5, 1)).toBe('Mit 4,5 von 5 bewertet (1 Bewertung)');
    expect(durationText(4200)).toBe('1 Stunde 10 Minuten');
    await showIn('pl');
    expect(t('recipes.foundCount', { count: 3 })).toBe('Znaleziono 3 przepisy');
    expect(t('recipes.foundCount', { count: 5 })).toBe('Znaleziono 5 przepisów');
    expect(t('recipes.foundCount', { count: 22 })).toBe('Znaleziono 22 przepisy');
    await showIn('ar');
    expect(t('recipes.foundCount', { count: 2 })).toBe('عُثر على وصفتين');
    expect(t('recipes.foundCount', { count: 11 })).toBe('عُثر على 11 وصفة');
    expect(
      importJobSummary({ jobId: 'j', fileName: 'f', ...noProgressYet, status: 'done', imported: 3 }),
    ).toBe('استُوردت 3 وصفات.');
  });

  it('puts elements into a text at its numbered tags', async () => {
    await showIn('fr');
    const html = renderToStaticMarkup(
      createElement(TaggedText, {
        text: t('ratings.howWouldYouRate', { name: 'Soupe' }),
        components: { 0: createElement('strong') },
      }),
    );
    expect(html).toBe('Quelle note donnez-vous à <strong>Soupe</strong>\u00a0?');
    const link = createElement('a', { href: '#b' }, 'Add');
    expect(
      renderToStaticMarkup(createElement(TaggedText, { text: 'Drag <0/> here', components: { 0: link } })),
    ).toBe('Drag <a href="#b">Add</a> here');
  });

  it('keeps the English of the spec', async () => {
    await showIn('en');
    expect(durationText(4200)).toBe('1 hour 10 minutes');
    expect(durationText(90)).toBe('1 minute 30 seconds');
    expect(durationText(18 * 60)).toBe('18 minutes');
    expect(localQuantity({ amount: 120, unit: 'ml' }, 1, 'us')).toBe('½ cup');
    expect(localQuantity({ amount: 100, unit: 'g' }, 1, 'us')).toBe('3½ oz');
  });
});
