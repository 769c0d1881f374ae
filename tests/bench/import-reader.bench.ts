/**
 * `npm run bench:import`: the import reader on the dev recipe pages, offline (architecture section
 * 7). Prints per field the share of pages read exactly as recipe-scrapers' per-site scrapers read
 * them (counting a page only where they give a value), the pages with the most wrong fields, and the
 * time per page against the 20 ms budget.
 *
 * The pages are split by site into a dev half and a held-out half (`halfOf`): the reader is judged
 * on sites it has never seen, so changes are designed on the dev half's failures only (the worst
 * pages listed are all from it) and the held-out half's figures say whether they carry over.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readRecipe } from '#functions/imports/recipe-reader';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import {
  type FieldShare,
  failedFields,
  fieldChecks,
  fieldShares,
  judgePage,
  type PageResult,
} from '../support/import-scores';
import { median } from '../support/median';
import {
  halfOf,
  jsonLdOnly,
  loadRecipePages,
  type PageHalf,
  pageUrlOf,
  withoutStructuredData,
} from '../support/recipe-pages';

const timedRounds = 5;
const worstShown = Number(process.env.WORST ?? 15);
const budgetMs = 20;

const pages = loadRecipePages();
const results: PageResult[] = pages.map((page) => judgePage(page, readRecipe(page.html, pageUrlOf(page))));

/**
 * Every page once more before timing, so the figures are of warm code as a busy function runs it.
 * Wall-clock time and this process's CPU time per read: on a machine shared with other work the CPU
 * time is what the reading itself costs, the wall-clock time what a caller waited.
 */
const timings = pages.map((page) => {
  const url = pageUrlOf(page);
  readRecipe(page.html, url);
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let round = 0; round < timedRounds; round++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    readRecipe(page.html, url);
    wallMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return { wall: median(wallMs), cpu: median(cpuMs) };
});

const inHalf = (half: PageHalf) => results.filter((result) => halfOf(result.page) === half);
const devResults = inHalf('dev');
const heldOutResults = inHalf('held-out');
const cell = ({ right, counted, share }: FieldShare) => `${(share * 100).toFixed(1)}% (${right}/${counted})`;
const [devShares, heldOutShares, allShares] = [devResults, heldOutResults, results].map(fieldShares);

console.log(
  `Import reader on ${pages.length} pages: dev half ${devResults.length}, held-out half ${heldOutResults.length} (split by site)\n`,
);
console.table(
  (allShares ?? []).map((all, index) => ({
    field: all.field,
    dev: devShares?.[index] && cell(devShares[index]),
    'held-out': heldOutShares?.[index] && cell(heldOutShares[index]),
    all: cell(all),
  })),
);

const noRecipe = (part: PageResult[]) => part.filter((result) => result.draft === undefined);
console.log(
  `\nNo recipe found on ${noRecipe(heldOutResults).length} held-out pages and ${noRecipe(devResults).length} dev pages${
    noRecipe(devResults).length
      ? `: ${noRecipe(devResults)
          .map((r) => r.page.name)
          .join(', ')}`
      : ''
  }`,
);

// Only the dev half's failures are shown: the held-out half stays unseen.
console.log(`\nWorst dev-half pages (most wrong fields):`);
for (const result of [...devResults]
  .sort((a, b) => failedFields(b).length - failedFields(a).length)
  .slice(0, worstShown)
  .filter((result) => failedFields(result).length > 0))
  console.log(`  ${result.page.name}: ${failedFields(result).join(', ')}`);

/**
 * The HTML fallback alone, which the table barely exercises (most pages have structured data): the
 * dev-half pages whose JSON-LD alone reads a field exactly right, read again with their structured
 * data (JSON-LD, microdata) removed. Strictly right, or right but for punctuation and spacing (the
 * page's own list often words a note without the brackets its JSON-LD adds).
 */
const sameLetters = (actual: string[], expected: string[]) => {
  const letters = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return (
    actual.length === expected.length &&
    actual.every((line, index) => letters(line) === letters(expected[index] ?? ''))
  );
};
const fallbackChecks = { ingredients: 'ingredients', instructions: 'instructions' } as const;
console.log('\nHTML fallback on dev-half pages with their structured data removed:');
for (const field of Object.keys(fallbackChecks) as (keyof typeof fallbackChecks)[]) {
  const judged = devResults.filter((result) => {
    const fromJsonLd = readRecipe(jsonLdOnly(result.page.html), pageUrlOf(result.page));
    return fromJsonLd !== undefined && fieldChecks[field](fromJsonLd, result.page.expected) === true;
  });
  const reads = judged.map((result) => {
    const draft = readRecipe(withoutStructuredData(result.page.html), pageUrlOf(result.page));
    const lines = field === 'ingredients' ? draft?.ingredients.map((line) => line.text) : draft?.instructions;
    const expected =
      (field === 'ingredients' ? result.page.expected.ingredients : result.page.expected.instructions_list) ??
      [];
    return {
      strict: draft !== undefined && fieldChecks[field](draft, result.page.expected) === true,
      loose: sameLetters(lines ?? [], expected),
    };
  });
  console.log(
    `  ${field}: ${reads.filter((read) => read.strict).length} of ${judged.length} exactly, ${reads.filter((read) => read.strict || read.loose).length} but for punctuation and spacing`,
  );
}

/**
 * The line parser on every expected ingredient line: no page says what the amount "should" be, so
 * this counts what it can check (a line that starts with a number gets an amount) and how often it
 * finds a unit, and what a line costs once warm.
 */
const ingredientLines = pages.flatMap((page) => page.expected.ingredients ?? []);
const parsedLines = ingredientLines.map(parseIngredientLine);
const parseStart = performance.now();
ingredientLines.forEach(parseIngredientLine);
const parseMs = performance.now() - parseStart;
const startsWithAmount = parsedLines.filter((line) => /^[\d¼½¾⅓⅔⅛]/.test(line.text));
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
console.log(
  `\nIngredient lines: ${ingredientLines.length}; of the ${startsWithAmount.length} starting with a number, ${percent(
    startsWithAmount.filter((line) => line.amount !== null).length,
    startsWithAmount.length,
  )} read an amount and ${percent(
    startsWithAmount.filter((line) => line.unit !== null).length,
    startsWithAmount.length,
  )} a unit; ${((parseMs * 1000) / ingredientLines.length).toFixed(0)} µs a line.`,
);

// Other work on the machine slows every page alike: the load says how far to trust the figures.
console.log(
  `\nLoad average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores while timing ${timedRounds} rounds per page (budget ${budgetMs} ms):`,
);
for (const kind of ['wall', 'cpu'] as const) {
  const times = timings.map((timing) => timing[kind]);
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  console.log(
    `  ${kind === 'wall' ? 'wall-clock' : 'CPU'} ms per page: median ${median(times).toFixed(2)}, p95 ${p95.toFixed(2)}, slowest ${slowest.toFixed(2)} (${pages[times.indexOf(slowest)]?.name})`,
  );
}
