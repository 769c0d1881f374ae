import { describe, expect, it } from 'vitest';
import { maxNestingDepth, parsePage, textIn } from '#functions/imports/page-document';
import { maxLines } from '#functions/imports/recipe-draft';
import { readRecipe } from '#functions/imports/recipe-reader';
import { maxPageBytes } from '#shared/imports/import-schemas';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { cpuMsOf } from '../../support/cpu-time';
import { hostilePages } from '../../support/hostile-pages';

/**
 * The import reader on pages made to be slow (see hostile-pages.ts), at growing sizes: each read
 * takes under a second of CPU, also at the page limit, and twice the page takes about twice the
 * time, not four times (the reader is linear in the page's size). Times are the best of a few
 * reads (CPU time of this process), so that other work on the machine does not decide them.
 */
const smallest = 64 * 1024;
const sizes = [smallest, 2 * smallest, 4 * smallest, 8 * smallest];
const url = 'https://recipes.example/hostile';

describe('readRecipe on hostile pages', () => {
  it.each(Object.keys(hostilePages))(
    'reads %s in linear time, under 1 s at every size',
    (name) => {
      const make = hostilePages[name] as (bytes: number) => string;
      const times = sizes.map((bytes) => {
        const html = make(bytes);
        return cpuMsOf(() => readRecipe(html, url), 3);
      });
      const atLimit = make(maxPageBytes - 1024);
      const limitTime = cpuMsOf(() => readRecipe(atLimit, url), 2);
      for (const time of [...times, limitTime])
        expect(time, `${times.join(', ')}; ${limitTime}`).toBeLessThan(1_000);
      // Eight times the page in at most 16 times the time (a quadratic reader takes 64 times); a few
      // milliseconds at the smallest size are too short to divide by.
      const [first = 0, , , last = 0] = times;
      expect(last / Math.max(first, 5), `${times.join(', ')} ms`).toBeLessThan(16);
    },
    120_000,
  );

  it('reads JSON-LD whose @id references point at each other without recursing for ever', () => {
    const draft = readRecipe(
      hostilePages['JSON-LD whose @id references point at each other']?.(4096) ?? '',
      url,
    );
    expect(draft?.name).toBe('Loop');
    expect(draft?.imageSourceUrl).toBeNull();
    expect(draft?.ingredients.map((line) => line.text)).toEqual(['1 egg', '2 eggs']);
  });

  it('takes at most the first lines of a page of thousands of ingredients', () => {
    const fromJsonLd = readRecipe(
      hostilePages['thousands of ingredients in JSON-LD']?.(256 * 1024) ?? '',
      url,
    );
    expect(fromJsonLd?.ingredients).toHaveLength(maxLines);
    expect(fromJsonLd?.ingredients[0]).toMatchObject({ text: '0 g flour', amount: 0, unit: 'g' });
    expect(fromJsonLd?.instructions).toHaveLength(maxLines);
    const fromList = readRecipe(hostilePages['thousands of ingredients in a list']?.(256 * 1024) ?? '', url);
    expect(fromList?.ingredients).toHaveLength(maxLines);
    expect(fromList?.instructions).toEqual(['Mix it all together well, then bake it.']);
  });

  it('nests elements no deeper than the cap, keeping what is below it as text', () => {
    const document = parsePage(`${'<div><span>'.repeat(20_000)}<p>1 egg</p>`);
    let node = document.children[0];
    let depth = 0;
    while (node && 'children' in node && node.children.length > 0) {
      depth++;
      node = node.children.at(-1);
    }
    expect(depth).toBeLessThanOrEqual(maxNestingDepth + 1);
    expect(textIn(document).trim()).toBe('1 egg');
    // A recipe nested as deep as real pages nest is read as ever.
    const draft = readRecipe(
      `${'<div><span>'.repeat(30)}<ul><li>1 egg</li><li>2 cups milk</li></ul><ol><li>Whisk the eggs into the milk until smooth.</li></ol>`,
      url,
    );
    expect(draft?.ingredients.map((line) => line.text)).toEqual(['1 egg', '2 cups milk']);
  });

  it('reads no amount from an ingredient line too long to be one', () => {
    const line = `1 ${'½ 1/2 '.repeat(100)}cups flour`;
    expect(parseIngredientLine(line)).toEqual({
      text: line.trim(),
      amount: null,
      unit: null,
      name: line.trim(),
    });
    expect(parseIngredientLine('1 ½ cups flour')).toMatchObject({ amount: 1.5, unit: 'cups', name: 'flour' });
  });
});
