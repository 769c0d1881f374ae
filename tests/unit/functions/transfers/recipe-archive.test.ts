import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readJobText } from '#functions/transfers/job-texts';
import {
  type ArchiveEntry,
  failuresInARowMessage,
  maxArchiveEntries,
  maxFailuresInARow,
  maxPaprikaEntryBytes,
  maxUnpackedBytes,
  openRecipeArchive,
  overlappingEntriesMessage,
  tooLargeEntryMessage,
  tooLargeFileMessage,
  tooLargePaprikaMessage,
  tooManyEntriesMessage,
  UnreadableArchiveError,
  unreadableFileMessage,
} from '#functions/transfers/recipe-archive';

const mb = 1024 * 1024;
const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const paprika = (recipe: Record<string, unknown>) => new Uint8Array(gzipSync(text(recipe)));
const banana = { name: 'Banana Bread', ingredients: '3 bananas\n250 g flour', directions: 'Mix.\nBake.' };

/** gzip of `bytes` zeros, made from one 1 MB buffer: a bomb of any size without holding it. */
const gzipBomb = (bytes: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    gzip.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    gzip.on('error', reject);
    const zeros = Buffer.alloc(mb);
    for (let written = 0; written < bytes; written += mb) gzip.write(zeros);
    gzip.end();
  });

/** Rewrites the sizes a zip's central directory declares (both of them), as a crafted zip lies. */
const declareSizes = (zip: Uint8Array, size: number) => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 4 <= zip.byteLength; at++)
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
      if (zip[at + 10] === 0) view.setUint32(at + 20, size, true);
    }
  return zip;
};

const reader = new URL('./read-archive-process.ts', import.meta.url);

const readAll = (bytes: Uint8Array, name = 'file.zip') => [...openRecipeArchive(bytes, name).entries()];

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof UnreadableArchiveError) return error.text;
    throw error;
  }
  throw new Error('The file was read');
};

describe('reading an imported file', () => {
  it('reads a Paprika export and a zip of recipe.json files with their photos', () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const nextcloud = zipSync({
      'Soup/recipe.json': text({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 l water'] }),
      'Soup/full.jpg': photo,
      'settings.json': text({ theme: 'dark' }),
    });
    const archive = openRecipeArchive(nextcloud, 'cookbook.zip');
    expect(archive.total).toBe(2);
    expect([...archive.entries()]).toEqual([
      { label: 'Soup', recipe: expect.objectContaining({ name: 'Soup' }), image: photo },
    ]);
    const entries = readAll(zipSync({ 'Banana.paprikarecipe': paprika(banana) }), 'x.paprikarecipes');
    expect(entries.map((entry) => entry.label)).toEqual(['Banana Bread']);
    expect(entries[0]?.recipe).toMatchObject({ recipeIngredient: ['3 bananas', '250 g flour'] });
  });

  it('unpacks one entry at a time: nothing is unpacked until its turn', () => {
    const archive = openRecipeArchive(
      zipSync({ 'A.paprikarecipe': paprika({ ...banana, name: 'A' }), 'B.paprikarecipe': new Uint8Array(3) }),
      'x.paprikarecipes',
    );
    const entries = archive.entries();
    expect(entries.next().value).toMatchObject({ label: 'A' });
    expect(entries.next().value).toEqual({
      label: 'B.paprikarecipe',
      error: { key: 'importJobs.paprikaUnreadable' },
    });
    expect(entries.next().done).toBe(true);
  });

  it('refuses a zip of more entries than allowed before reading any', () => {
    const files = Object.fromEntries(
      Array.from({ length: maxArchiveEntries + 1 }, (_, n) => [`r${n}.json`, new Uint8Array()]),
    );
    expect(refusal(() => openRecipeArchive(zipSync(files, { level: 0 }), 'many.zip'))).toBe(
      tooManyEntriesMessage,
    );
    // Stored as a key and values, read in the reader's language: English as it always read.
    expect(readJobText('en', tooManyEntriesMessage)).toBe(
      'The file holds more than 10,000 files. Please import it in parts.',
    );
    expect(readJobText('de', tooManyEntriesMessage)).toBe(
      'Die Datei enthält mehr als 10.000 Dateien. Bitte importiere sie in Teilen.',
    );
  });

  it('refuses a zip that declares more than the file limit unpacked, before reading any', () => {
    const zip = declareSizes(zipSync({ 'a.json': text({}), 'b.json': text({}) }), 400 * mb);
    expect(refusal(() => openRecipeArchive(zip, 'big.zip'))).toBe(tooLargeFileMessage);
  });

  it('counts Paprika recipes by their size after gunzip: past the file limit, the import stops', () => {
    // Each recipe is a little compressed file of 19 MB of JSON: 32 of them are 608 MB.
    const large = paprika({ ...banana, notes: 'a'.repeat(19 * mb) });
    const files = Object.fromEntries(
      Array.from({ length: 33 }, (_, n) => [`r${String(n).padStart(2, '0')}.paprikarecipe`, large]),
    );
    const archive = openRecipeArchive(zipSync(files, { level: 0 }), 'x.paprikarecipes');
    const read: ArchiveEntry[] = [];
    expect(
      refusal(() => {
        for (const entry of archive.entries()) read.push({ label: entry.label, error: entry.error });
      }),
    ).toBe(tooLargeFileMessage);
    expect(read).toHaveLength(31);
    expect(read.every((entry) => entry.error === undefined)).toBe(true);
    // It unpacks 600 MB: seconds on an idle machine, several times that on a busy one.
  }, 90_000);

  it('fails a gzip bomb and an entry that lies about its size, by name, within bounded memory', async () => {
    const bomb = await gzipBomb(1024 * mb);
    const bombed = new Uint8Array(bomb);
    // Its trailer claims 1 KB, as a crafted file would: the trailer is not trusted.
    new DataView(bombed.buffer).setUint32(bombed.byteLength - 4, 1024, true);
    const lying = declareSizes(zipSync({ 'liar.json': new Uint8Array(20 * mb) }, { level: 9 }), 100);
    const zip = zipSync({
      'Bomb.paprikarecipe': bombed,
      'Good.paprikarecipe': paprika(banana),
      ...Object.fromEntries(
        Array.from({ length: 2_000 }, (_, n) => [
          `small/${n}.paprikarecipe`,
          paprika({ ...banana, name: `R${n}` }),
        ]),
      ),
    });
    const liar = readAll(lying, 'liar.zip');
    expect(liar).toEqual([{ label: 'liar.json', error: tooLargeEntryMessage }]);

    // Read in a process of its own, whose peak resident memory is its own.
    const path = join(mkdtempSync(join(tmpdir(), 'crafted-archive-')), 'crafted.paprikarecipes');
    writeFileSync(path, zip);
    const { peakGrowthKb, peakKb, outcomes } = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(reader), path], { encoding: 'utf8' }),
    );
    console.log(
      `gzip bomb of 1 GB (${(bomb.byteLength / 1024).toFixed(0)} KB packed) among 2,002 entries: ` +
        `peak RSS grew ${(peakGrowthKb / 1024).toFixed(0)} MB while reading, to ${(peakKb / 1024).toFixed(0)} MB`,
    );
    expect(outcomes['Bomb.paprikarecipe']).toEqual(tooLargePaprikaMessage);
    expect(outcomes['Banana Bread']).toBeNull();
    expect(Object.keys(outcomes)).toHaveLength(2_002);
    // Unbounded, the bomb alone is 1 GB; bounded, one entry's limit and some change.
    expect(peakGrowthKb / 1024).toBeLessThan(maxPaprikaEntryBytes / mb + 100);
  }, 90_000);

  it('counts what a bomb unpacked before its limit toward the file: bombs that fail still end it', async () => {
    // 40 entries apart from each other, each a gzip of one byte past a Paprika recipe's limit.
    const bomb = await gzipBomb(maxPaprikaEntryBytes + 1);
    const files = Object.fromEntries(
      Array.from({ length: 40 }, (_, n) => [`b${String(n).padStart(2, '0')}.paprikarecipe`, bomb]),
    );
    const archive = openRecipeArchive(zipSync(files, { level: 0 }), 'bombs.paprikarecipes');
    const read: ArchiveEntry[] = [];
    const started = Date.now();
    expect(
      refusal(() => {
        for (const entry of archive.entries()) read.push(entry);
      }),
    ).toBe(tooLargeFileMessage);
    console.log(`40 Paprika bombs: stopped after ${read.length} in ${Date.now() - started} ms`);
    // Each counts its limit: the file's total is spent after 30 of them.
    expect(read).toHaveLength(maxUnpackedBytes / maxPaprikaEntryBytes);
    expect(read.every((entry) => entry.error === tooLargePaprikaMessage)).toBe(true);
  }, 90_000);

  it('refuses a zip whose entries share their bytes, before reading any', () => {
    const bomb = gzipSync(new Uint8Array(1000));
    const zip = zipSync({ 'r0.paprikarecipe': bomb, 'r1.paprikarecipe': bomb }, { level: 0 });
    // Points the second central entry at the first entry's local header, as a crafted zip does.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const centrals = [];
    for (let at = 0; at + 4 <= zip.byteLength; at++)
      if (view.getUint32(at, true) === 0x02014b50) centrals.push(at);
    view.setUint32((centrals[1] ?? 0) + 42, 0, true);
    expect(refusal(() => openRecipeArchive(zip, 'crafted.paprikarecipes'))).toBe(overlappingEntriesMessage);
  });

  it('gives up a file after a run of entries that cannot be read, and not for scattered ones', () => {
    const broken = new Uint8Array([0x1f, 0x8b, 1, 2, 3]);
    const name = (n: number) => `r${String(n).padStart(3, '0')}.paprikarecipe`;
    const allBroken = zipSync(Object.fromEntries(Array.from({ length: 80 }, (_, n) => [name(n), broken])));
    const read: ArchiveEntry[] = [];
    expect(
      refusal(() => {
        for (const entry of openRecipeArchive(allBroken, 'x.zip').entries()) read.push(entry);
      }),
    ).toBe(failuresInARowMessage);
    expect(read).toHaveLength(maxFailuresInARow);

    // Every other entry broken: all are read, the broken ones fail by name.
    const scattered = zipSync(
      Object.fromEntries(
        Array.from({ length: 120 }, (_, n) => [
          name(n),
          n % 2 ? broken : paprika({ ...banana, name: `R${n}` }),
        ]),
      ),
    );
    const entries = readAll(scattered);
    expect(entries).toHaveLength(120);
    expect(entries.filter((entry) => entry.error)).toHaveLength(60);
  });

  it('looks for a recipe in @graph only so deep: a deeply nested document is no recipe, not a crash', () => {
    const deep = (depth: number, inner: unknown) =>
      new TextEncoder().encode(`${'{"@graph":['.repeat(depth)}${JSON.stringify(inner)}${']}'.repeat(depth)}`);
    const recipe = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'] };
    expect(readAll(deep(3, recipe), 'r.json')).toMatchObject([{ label: 'Soup' }]);
    expect(refusal(() => readAll(deep(200_000, recipe), 'r.json'))).toBe(unreadableFileMessage);
    const zip = zipSync({ 'a/recipe.json': deep(200_000, recipe), 'b/recipe.json': text(recipe) });
    expect(readAll(zip).map((entry) => entry.label)).toEqual(['Soup']);
  });

  it('says so when a file is no export at all', () => {
    expect(refusal(() => openRecipeArchive(new TextEncoder().encode('hello'), 'notes.txt'))).toBe(
      unreadableFileMessage,
    );
    expect(refusal(() => readAll(zipSync({ 'settings.json': text({ theme: 'dark' }) })))).toBe(
      unreadableFileMessage,
    );
    expect(refusal(() => openRecipeArchive(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), 'cut.zip'))).toBe(
      unreadableFileMessage,
    );
  });
});
