/**
 * `npm run bench:import`: the import reader on the dev recipe pages, offline (architecture section
 * 7). Prints per field the share of pages read exactly as recipe-scrapers' per-site scrapers read
 * them (counting a page only where they give a value), the pages with the most wrong fields, and the
 * time per page against the 20 ms budget.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readRecipe } from '#functions/imports/recipe-reader';
import { failedFields, fieldShares, judgePage, type PageResult } from '../support/import-scores';
import { loadRecipePages, pageUrlOf } from '../support/recipe-pages';

const timedRounds = 5;
const worstShown = Number(process.env.WORST ?? 15);
const budgetMs = 20;

const pages = loadRecipePages();
const results: PageResult[] = pages.map((page) => judgePage(page, readRecipe(page.html, pageUrlOf(page))));

// Every page once more before timing, so the figures are of warm code as a busy function runs it.
const timesMs = pages.map((page) => {
  const url = pageUrlOf(page);
  readRecipe(page.html, url);
  const rounds: number[] = [];
  for (let round = 0; round < timedRounds; round++) {
    const start = performance.now();
    readRecipe(page.html, url);
    rounds.push(performance.now() - start);
  }
  return median(rounds);
});

console.log(`Import reader on ${pages.length} dev pages\n`);
console.table(
  fieldShares(results).map(({ field, right, counted, share }) => ({
    field,
    'share right': `${(share * 100).toFixed(1)}%`,
    right,
    'pages counted': counted,
  })),
);

const noRecipe = results.filter((result) => result.draft === undefined);
console.log(
  `\nNo recipe found on ${noRecipe.length} pages${noRecipe.length ? `: ${noRecipe.map((r) => r.page.name).join(', ')}` : ''}`,
);

console.log(`\nWorst pages (most wrong fields):`);
for (const result of [...results]
  .sort((a, b) => failedFields(b).length - failedFields(a).length)
  .slice(0, worstShown)
  .filter((result) => failedFields(result).length > 0))
  console.log(`  ${result.page.name}: ${failedFields(result).join(', ')}`);

const sorted = [...timesMs].sort((a, b) => a - b);
const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
const slowest = pages[timesMs.indexOf(sorted.at(-1) ?? 0)]?.name;
// Other work on the machine slows every page alike: the load says how far to trust the figures.
console.log(
  `\nLoad average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores while timing ${timedRounds} rounds per page.`,
);
console.log(
  `Time per page: median ${median(timesMs).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(2)} ms (${slowest}); budget ${budgetMs} ms`,
);

function median(values: number[]): number {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2
    ? (ordered[middle] ?? 0)
    : ((ordered[middle - 1] ?? 0) + (ordered[middle] ?? 0)) / 2;
}
