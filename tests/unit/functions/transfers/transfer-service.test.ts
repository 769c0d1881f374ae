import { gzipSync } from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportJobRecord, ImportJobs, ImportSlotRecord } from '#functions/data/import-jobs';
import { ConflictError, invalidField, TooManyRequestsError } from '#functions/lib/domain-errors';
import { translateError } from '#functions/lib/i18n/translate';
import { readJobText } from '#functions/transfers/job-texts';
import {
  createTransferService,
  failureTextLength,
  fileNeverCameMessage,
  importUnderWayMessage,
  largerThanDeclaredMessage,
  listedFailures,
  outOfTimeMessage,
  stoppedMessage,
  uploadKeyOf,
} from '#functions/transfers/transfer-service';
import { readArea } from '#shared/i18n/catalogues';
import type { Recipe, RecipeFields } from '#shared/recipes/recipe-schemas';
import { dailyFileImports, importTimeBudgetSeconds } from '#shared/transfers/import-limits';
import { callerFor, instantBackoff } from '../services/fakes';

/** A stored text as an English reader reads it. */
const english = (text: Parameters<typeof readJobText>[1]) => readJobText('en', text);

interface FakeOptions {
  /** Eventually consistent reads see no job written yet, as a lagging DynamoDB replica may. */
  lagging?: boolean;
  /** Progress writes refused (as DynamoDB refuses a write, throttled or too large). */
  refuseProgress?: (record: ImportJobRecord) => boolean;
  /** The recipe service refuses a recipe with this error. */
  refuseRecipe?: (fields: RecipeFields) => Error | undefined;
}

/** Import jobs and slots on Maps, with the conditions the table's writes carry. */
const fakeJobs = ({ lagging = false, refuseProgress = () => false }: FakeOptions = {}) => {
  const jobs = new Map<string, ImportJobRecord>();
  const replica = lagging ? new Map<string, ImportJobRecord>() : jobs;
  const slots = new Map<string, ImportSlotRecord>();
  const key = (userId: string, jobId: string) => `${userId}/${jobId}`;
  const fake: ImportJobs = {
    get: async (userId, jobId, options) => {
      const job = (options?.consistent ? jobs : replica).get(key(userId, jobId));
      return job && structuredClone(job);
    },
    slot: async (userId) => slots.get(userId),
    start: async (record, slot, read) => {
      if (slots.get(slot.userId) !== read) return false;
      slots.set(slot.userId, slot);
      jobs.set(key(record.userId, record.jobId), structuredClone(record));
      return true;
    },
    claim: async (userId, jobId, now, until) => {
      const job = jobs.get(key(userId, jobId));
      if (job?.status !== 'waiting' || (job.expiresAt !== undefined && job.expiresAt <= now)) return false;
      Object.assign(job, { status: 'running', expiresAt: until });
      return true;
    },
    progress: async (record) => {
      if (refuseProgress(record)) throw new Error('ValidationException: Item size has exceeded the maximum');
      Object.assign(jobs.get(key(record.userId, record.jobId)) ?? {}, structuredClone(record));
    },
  };
  return { fake, jobs, slots };
};

const paprikaFile = (count: number) =>
  zipSync(
    Object.fromEntries(
      Array.from({ length: count }, (_, n) => [
        `R${n}.paprikarecipe`,
        new Uint8Array(
          gzipSync(
            JSON.stringify({ name: `Recipe ${n}`, ingredients: `${n + 1} eggs`, directions: 'Cook.' }),
          ),
        ),
      ]),
    ),
  );

/** The service on fakes: a clock the test moves, uploads as a Map of keys to bytes. */
const setup = (options: FakeOptions = {}) => {
  const { fake, jobs, slots } = fakeJobs(options);
  let clock = Date.parse('2026-11-27T10:00:00Z');
  let ids = 0;
  const uploads = new Map<string, Uint8Array>();
  const created: { userId: string; fields: RecipeFields }[] = [];
  /** Seconds a recipe takes to add. */
  let perRecipe = 0;
  const service = createTransferService({
    jobs: fake,
    now: () => new Date(clock),
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    backoff: instantBackoff().backoff,
    recipesOf: async () => [] as Recipe[],
    createRecipe: async (userId, fields) => {
      const refusal = options.refuseRecipe?.(fields);
      if (refusal) throw refusal;
      clock += perRecipe * 1000;
      created.push({ userId, fields });
      return {} as Recipe;
    },
    saveImage: async () => ({ url: '/api/files/x' }),
    readImage: async () => undefined,
    files: {
      presignUpload: async (key, size) => `https://bucket.example/${key}?size=${size}`,
      read: async (key, maxBytes) => {
        const bytes = uploads.get(key) ?? new Uint8Array();
        return bytes.byteLength > maxBytes ? { size: bytes.byteLength } : { size: bytes.byteLength, bytes };
      },
      remove: async (key) => {
        uploads.delete(key);
      },
      save: async () => undefined,
      presignDownload: async () => '',
    },
  });
  const caller = callerFor('u1');
  const importFile = async (bytes: Uint8Array, declared = bytes.byteLength) => {
    const { jobId } = await service.start(caller, { fileName: 'file.paprikarecipes', size: declared });
    uploads.set(uploadKeyOf(caller.userId, jobId), bytes);
    await service.run(uploadKeyOf(caller.userId, jobId));
    return service.status(caller, jobId, 'en');
  };
  return {
    service,
    caller,
    jobs,
    slots,
    created,
    uploads,
    importFile,
    advance: (seconds: number) => {
      clock += seconds * 1000;
    },
    setPerRecipe: (seconds: number) => {
      perRecipe = seconds;
    },
  };
};

describe('file imports, bounded', () => {
  it('allows one unfinished import per user, until it ends or its file never comes', async () => {
    const { service, caller, importFile, advance } = setup();
    const first = await service.start(caller, { fileName: 'a.zip', size: 10 });
    expect(first.uploadUrl).toContain('size=10');
    await expect(service.start(caller, { fileName: 'b.zip', size: 10 })).rejects.toEqual(
      new ConflictError(importUnderWayMessage),
    );
    // Someone else is not held up.
    await expect(service.start(callerFor('u2'), { fileName: 'c.zip', size: 10 })).resolves.toBeDefined();

    advance(30 * 60);
    expect(await service.status(caller, first.jobId, 'en')).toMatchObject({
      status: 'failed',
      message: 'The file did not arrive within 30 minutes. Please import it again.',
    });
    expect(await importFile(paprikaFile(1))).toMatchObject({ status: 'done', imported: 1 });
    // An import that has ended holds nothing.
    expect(await importFile(paprikaFile(1))).toMatchObject({ status: 'done', skipped: 0 });
  });

  it('counts the imports a user starts in a day, and starts again the next day', async () => {
    const { service, caller, importFile, advance } = setup();
    for (let n = 0; n < dailyFileImports; n++) await importFile(paprikaFile(1));
    const refused = await service.start(caller, { fileName: 'x.zip', size: 10 }).catch((error) => error);
    expect(refused).toEqual(
      new TooManyRequestsError('errors.dailyImports', 14 * 3600, { count: String(dailyFileImports) }),
    );
    advance(14 * 3600);
    await expect(service.start(caller, { fileName: 'x.zip', size: 10 })).resolves.toBeDefined();
  });

  it('reads nothing of an upload larger than declared', async () => {
    const { importFile, created } = setup();
    const file = paprikaFile(3);
    expect(await importFile(file, file.byteLength - 1)).toMatchObject({
      status: 'failed',
      message: english(largerThanDeclaredMessage),
      total: 0,
      imported: 0,
    });
    expect(created).toEqual([]);
  });

  it('stops between two recipes once its time budget is spent, and says how far it came', async () => {
    const { importFile, created, setPerRecipe } = setup();
    setPerRecipe(100);
    const job = await importFile(paprikaFile(5));
    const added = Math.ceil(importTimeBudgetSeconds / 100);
    expect(job).toMatchObject({ status: 'failed', total: 5, processed: added, imported: added });
    expect(job.message).toBe(english(outOfTimeMessage(added)));
    expect(job.message).toBe(
      'Stopped after 3 recipes: the import took too long. Import the same file again for the rest (recipes already imported are skipped).',
    );
    expect(created).toHaveLength(added);
  });

  it('reads a job stored before these limits (no size, no expiry) as it was', async () => {
    const { service, caller, jobs } = setup();
    const twoImported = { total: 2, processed: 2, imported: 2, skipped: 0, failures: [], message: null };
    const old = {
      jobId: '00000000-0000-4000-8000-000000000099',
      userId: caller.userId,
      fileName: 'old.zip',
      status: 'done' as const,
      ...twoImported,
      createdAt: '2026-11-01T10:00:00.000Z',
      ttl: 1,
    };
    jobs.set(`${caller.userId}/${old.jobId}`, old);
    expect(await service.status(caller, old.jobId, 'en')).toEqual({
      jobId: old.jobId,
      fileName: 'old.zip',
      status: 'done',
      ...twoImported,
    });
    jobs.set(`${caller.userId}/${old.jobId}`, { ...old, status: 'waiting' });
    expect(await service.status(caller, old.jobId, 'en')).toMatchObject({
      status: 'failed',
      message: english(fileNeverCameMessage),
    });
  });

  it('decides whether an import is under way on a strongly consistent read of the job', async () => {
    const { service, caller } = setup({ lagging: true });
    await service.start(caller, { fileName: 'a.zip', size: 10 });
    await expect(service.start(caller, { fileName: 'b.zip', size: 10 })).rejects.toEqual(
      new ConflictError(importUnderWayMessage),
    );
  });

  it('lists the first failures, their names and messages cut short, and counts the rest', async () => {
    const { importFile } = setup();
    const nameless = zipSync(
      Object.fromEntries(
        Array.from({ length: 130 }, (_, n) => [
          `R${String(n).padStart(3, '0')}.paprikarecipe`,
          new Uint8Array(gzipSync(JSON.stringify({ name: `${n}${'n'.repeat(45_000)}` }))),
        ]),
      ),
    );
    const job = await importFile(nameless);
    expect(job).toMatchObject({ status: 'done', processed: 130, imported: 0, moreFailures: 30 });
    expect(job.failures).toHaveLength(listedFailures);
    expect(job.failures[0]).toEqual({
      name: `0${'n'.repeat(failureTextLength - 2)}…`,
      message: 'It has no ingredients and no steps.',
    });
    expect(Math.max(...job.failures.map(({ name }) => name.length))).toBe(failureTextLength);
  });

  it('ends a job whose last state cannot be saved as failed, and removes its upload all the same', async () => {
    const { service, caller, importFile, uploads } = setup({
      refuseProgress: (record) => record.status === 'done',
    });
    expect(await importFile(paprikaFile(2))).toMatchObject({
      status: 'failed',
      message: english(stoppedMessage),
    });
    expect(uploads.size).toBe(0);
    // Nothing is left under way: the next import starts.
    await expect(service.start(caller, { fileName: 'b.zip', size: 10 })).resolves.toBeDefined();
  });

  it('lets other work in between two entries, even when none of them waits for anything', async () => {
    const { importFile } = setup();
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const broken = new Uint8Array([0x1f, 0x8b, 1, 2, 3]);
    const file = zipSync(
      Object.fromEntries(Array.from({ length: 40 }, (_, n) => [`${n}.paprikarecipe`, broken])),
    );
    const job = await importFile(file);
    ticking = false;
    expect(job).toMatchObject({ status: 'done', processed: 40 });
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it('stores why as a key with its values, and writes it in the reader’s language when read', async () => {
    const { service, caller, jobs, importFile } = setup({
      refuseRecipe: (fields) =>
        fields.name === 'Recipe 1' ? invalidField('imageUrl', 'errors.imageNotYours') : undefined,
    });
    const file = zipSync({
      ...Object.fromEntries(Object.entries(unzipSync(paprikaFile(2)))),
      'Broken.paprikarecipe': new Uint8Array([0x1f, 0x8b, 1, 2, 3]),
    });
    const { jobId } = await importFile(file);
    const stored = jobs.get(`${caller.userId}/${jobId}`);
    expect(stored?.failures).toEqual([
      { name: 'Broken.paprikarecipe', message: { key: 'importJobs.paprikaUnreadable' } },
      { name: 'Recipe 1', message: { key: 'errors.imageNotYours' } },
    ]);
    expect((await service.status(caller, jobId, 'en')).failures).toEqual([
      { name: 'Broken.paprikarecipe', message: 'This Paprika recipe could not be read.' },
      { name: 'Recipe 1', message: 'Image must be one you uploaded' },
    ]);
    expect((await service.status(caller, jobId, 'de')).failures).toEqual([
      { name: 'Broken.paprikarecipe', message: 'Dieses Paprika-Rezept konnte nicht gelesen werden.' },
      { name: 'Recipe 1', message: translateError('de', 'errors.imageNotYours') },
    ]);

    const { jobId: failed } = await importFile(new TextEncoder().encode('not a recipe'));
    expect(jobs.get(`${caller.userId}/${failed}`)?.message).toEqual({ key: 'importJobs.unreadableFile' });
    expect((await service.status(caller, failed, 'pl')).message).toBe(
      readArea('pl', 'importJobs')['importJobs.unreadableFile'],
    );
  });

  it('writes the time-out in each language’s plural forms', async () => {
    const { importFile, setPerRecipe, service, caller, jobs } = setup();
    setPerRecipe(100);
    const { jobId } = await importFile(paprikaFile(5));
    expect(jobs.get(`${caller.userId}/${jobId}`)?.message).toEqual({
      key: 'importJobs.outOfTime',
      values: { processed: 3 },
    });
    expect((await service.status(caller, jobId, 'pl')).message).toMatch(/^Zatrzymano po 3 przepisach:/);
    expect((await service.status(caller, jobId, 'ar')).message).toMatch(/^توقف الاستيراد بعد 3 وصفات:/);
  });

  it('reads a job stored before issue 26 (English sentences) as it was, whatever the reader’s language', async () => {
    const { service, caller, jobs } = setup();
    const old: ImportJobRecord = {
      jobId: '00000000-0000-4000-8000-000000000098',
      userId: caller.userId,
      fileName: 'old.paprikarecipes',
      status: 'failed',
      total: 60,
      processed: 50,
      imported: 0,
      skipped: 0,
      failures: [{ name: 'Soup', message: 'This Paprika recipe could not be read.' }],
      moreFailures: 49,
      message:
        'Stopped: 50 recipes in a row could not be read, so the file seems damaged. Please export it again.',
      createdAt: '2026-11-01T10:00:00.000Z',
      ttl: 1,
    };
    jobs.set(`${caller.userId}/${old.jobId}`, old);
    for (const locale of ['en', 'de', 'ar'] as const)
      expect(await service.status(caller, old.jobId, locale)).toMatchObject({
        status: 'failed',
        failures: old.failures,
        message: old.message,
      });
  });
});
