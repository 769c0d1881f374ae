import { isTag } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { maxElements, maxNestingDepth, nodesIn, parsePage, textIn } from '#functions/imports/page-document';
import { maxTextLength } from '#functions/imports/page-text';
import { maxLines } from '#functions/imports/recipe-draft';
import { readRecipe } from '#functions/imports/recipe-reader';
import { maxPageBytes } from '#shared/imports/import-schemas';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { cpuMsOf } from '../../support/cpu-time';
import { hostilePages } from '../../support/hostile-pages';

/**
 * The import reader on pages made to be slow (see hostile-pages.ts): each read takes under a second
 * of CPU, also at the page limit, and the page at the limit takes at most twice the time per byte
 * it takes at an eighth of it (the reader is linear in the page's size; a quadratic one takes 64
 * times as long for 8 times the page). The page limit is the largest page the reader is handed, so
 * the two sizes span what it meets. Times are CPU time of this process, so that other work on the
 * machine does not decide them, and each read starts from a collected heap, so that garbage earlier
 * reads left is not charged to it. The eighth is read before and after the page at the limit, the
 * faster of the two counting (the first read also compiles the reader's paths for this page).
 */
const atLimit = maxPageBytes - 1024;
const eighth = Math.floor(atLimit / 8);
const url = 'https://recipes.example/hostile';

describe('readRecipe on hostile pages', () => {
  it.each(Object.keys(hostilePages))(
    'reads %s in linear time, under 1 s at every size',
    (name) => {
      const make = hostilePages[name] as (bytes: number) => string;
      const eighthPage = make(eighth);
      const limitPage = make(atLimit);
      const readEighth = () => cpuMsOf(() => readRecipe(eighthPage, url), 1);
      const eighthCold = readEighth();
      const last = cpuMsOf(() => readRecipe(limitPage, url), 1);
      const first = Math.min(eighthCold, readEighth());
      const times = `${first}, ${last} ms`;
      for (const time of [first, last]) expect(time, times).toBeLessThan(1_000);
      // Eight times the page in at most 16 times the time; a few milliseconds at the smaller size are
      // too short to divide by.
      expect(last / Math.max(first, 5), times).toBeLessThan(16);
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
    const document = parsePage(`${'<div><span>'.repeat(10_000)}<p>1 egg</p>`);
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

  it('keeps a page to its first elements and a run of text to its first characters, JSON-LD whole', () => {
    const elements = [...nodesIn(parsePage(`<html><body>${'<p>1 egg</p>'.repeat(maxElements * 2)}`))].filter(
      isTag,
    );
    expect(elements).toHaveLength(maxElements);
    const recipe = {
      '@type': 'Recipe',
      name: 'Long',
      recipeIngredient: ['1 egg', `2 ${'x'.repeat(maxTextLength)}`],
    };
    const html = `<p>${'a'.repeat(maxTextLength * 2)}</p><script type="application/ld+json">${JSON.stringify(recipe)}</script>`;
    // The paragraph's text is cut; the script's is not.
    expect(textIn(parsePage(html)).trim()).toBe('a'.repeat(maxTextLength));
    expect(readRecipe(html, url)?.name).toBe('Long');
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
