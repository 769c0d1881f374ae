import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PageReadTimeoutError, workerReader } from '#functions/imports/page-reader';
import { readRecipe } from '#functions/imports/recipe-reader';
import { maxPageBytes } from '#shared/imports/import-schemas';
import { hostilePages } from '../../support/hostile-pages';

const page = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Worker Soup',
  recipeIngredient: ['1 onion', '2 carrots'],
  recipeInstructions: 'Simmer.',
})}</script>`;
const heavyPage = hostilePages['deep nesting of tables']?.(maxPageBytes - 1024) ?? '';

describe('workerReader', () => {
  it('reads a page in a worker thread as readRecipe does, leaving the main thread free meanwhile', async () => {
    const read = workerReader(30_000);
    expect(await read(page, 'https://recipes.example/soup')).toEqual(
      readRecipe(page, 'https://recipes.example/soup'),
    );
    // The slowest hostile page at the page limit: while the worker reads it, timers here still run.
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 1);
    const reading = read(heavyPage, 'https://recipes.example/tables');
    const started = performance.now();
    const draft = await reading;
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(draft).toBeUndefined();
    expect(ticks).toBeGreaterThan(took / 20);
  }, 60_000);

  it('reads at the lowest CPU priority, in its own thread only (Linux keeps a nice value per thread)', async () => {
    const read = workerReader(30_000);
    await read(page, 'https://recipes.example/soup');
    // The 19th field after the command's closing bracket of /proc/…/stat is the thread's nice value.
    const niceOf = (task: string) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const nice = readdirSync('/proc/self/task').map(niceOf);
    expect(nice.filter((value) => value === 19).length).toBeGreaterThanOrEqual(1);
    expect(niceOf(String(process.pid))).toBe(0);
  });

  it('gives up on a page past its deadline, and reads the next page with a new worker', async () => {
    const read = workerReader(250);
    // Four times the page limit (the reader itself takes any size): seconds of reading.
    const hugePage = hostilePages['deep nesting of tables']?.(4 * maxPageBytes) ?? '';
    // Started and loaded before the deadline counts: the first page has its whole deadline.
    await expect(read(page, 'https://recipes.example/soup')).resolves.toMatchObject({ name: 'Worker Soup' });
    await expect(read(hugePage, 'https://recipes.example/tables')).rejects.toBeInstanceOf(
      PageReadTimeoutError,
    );
    await expect(read(page, 'https://recipes.example/soup')).resolves.toMatchObject({ name: 'Worker Soup' });
  }, 60_000);
});
