import { zipSync } from 'fflate';
import type { Locale } from '#shared/i18n/locales';
import type { Recipe, RecipeFields } from '#shared/recipes/recipe-schemas';
import { nameKey } from '#shared/shopping/merge';
import {
  dailyFileImports,
  importRunSeconds,
  importTimeBudgetSeconds,
  importWaitMinutes,
} from '#shared/transfers/import-limits';
import { type ImportJob, maxImportFileBytes, noProgressYet } from '#shared/transfers/transfer-schemas';
import { retryOnConflict, tryAgain } from '../data/backoff';
import type { ImportJobRecord, ImportJobs, ImportSlotRecord, StoredText } from '../data/import-jobs';
import type { Caller } from '../lib/auth/access-token';
import { ConflictError, DomainError, NotFoundError, TooManyRequestsError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import { readJobText } from './job-texts';
import {
  type ArchiveEntry,
  openRecipeArchive,
  UnreadableArchiveError,
  unreadableEntryMessage,
} from './recipe-archive';
import { recipeFromEntry } from './recipe-from-entry';
import { toSchemaRecipe } from './schema-recipe';

/** Where uploads and exports wait, in the transfer bucket (expired after a day by its lifecycle rule). */
export const uploadKeyOf = (userId: string, jobId: string) => `imports/${userId}/${jobId}`;
const exportKeyOf = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;
const uploadKeyPattern = /^imports\/([^/]+)\/([^/]+)$/;

/** An image's bytes as the image store keeps them. */
export interface StoredPhoto {
  bytes: Uint8Array;
  contentType: string;
}

export interface TransferDependencies extends Partial<Pick<SideEffects, 'now' | 'newId' | 'backoff'>> {
  jobs: ImportJobs;
  /** The user's recipes, whole (for duplicates and for the export). */
  recipesOf: (userId: string) => Promise<Recipe[]>;
  createRecipe: (userId: string, fields: RecipeFields) => Promise<Recipe>;
  saveImage: (userId: string, bytes: Buffer) => Promise<{ url: string }>;
  readImage: (imageUrl: string) => Promise<StoredPhoto | undefined>;
  files: {
    /** A signed address that takes a PUT of exactly `size` bytes. */
    presignUpload: (key: string, size: number) => Promise<string>;
    /** The object's size, and its bytes only if it is at most `maxBytes` (else nothing is read). */
    read: (key: string, maxBytes: number) => Promise<{ size: number; bytes?: Uint8Array }>;
    remove: (key: string) => Promise<void>;
    save: (key: string, bytes: Uint8Array) => Promise<void>;
    presignDownload: (key: string, fileName: string) => Promise<string>;
  };
}

export const importUnderWayMessage = 'errors.importUnderWay';
export const fileNeverCameMessage: StoredText = {
  key: 'importJobs.fileNeverCame',
  values: { minutes: importWaitMinutes },
};
export const stoppedMessage: StoredText = { key: 'importJobs.stopped' };
export const largerThanDeclaredMessage: StoredText = { key: 'importJobs.largerThanDeclared' };
export const outOfTimeMessage = (processed: number): StoredText => ({
  key: 'importJobs.outOfTime',
  values: { processed },
});
const notSavedMessage: StoredText = { key: 'importJobs.notSaved' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * When a job still waiting or running is over. A job stored before issue 24 has no `expiresAt`:
 * the latest such a job could still be going, by today's rules.
 */
const expiryOf = (job: ImportJobRecord) =>
  job.expiresAt ?? seconds(new Date(job.createdAt)) + importWaitMinutes * 60 + importRunSeconds;

const isGoing = (job: ImportJobRecord) => job.status === 'waiting' || job.status === 'running';

/** A job that says it is waiting or running but is past its expiry: its file never came, or its run died. */
const hasExpired = (job: ImportJobRecord, now: number) => isGoing(job) && now >= expiryOf(job);

/**
 * A job as its owner sees it, its texts in the reader's language: one whose file never came, or
 * whose run died, has failed and says why.
 */
const jobView = (
  { userId: _u, createdAt: _c, ttl: _t, size: _s, expiresAt: _e, ...job }: ImportJobRecord,
  expired: boolean,
  locale: Locale,
): ImportJob => {
  const message = expired ? (job.status === 'waiting' ? fileNeverCameMessage : stoppedMessage) : job.message;
  return {
    ...job,
    status: expired ? 'failed' : job.status,
    failures: job.failures.map(({ name, message }) => ({ name, message: readJobText(locale, message) })),
    message: message === null ? null : readJobText(locale, message),
  };
};

/** Seconds until the next UTC day, when the daily count starts again. */
const secondsToTomorrow = (now: Date) => {
  const tomorrow = new Date(now);
  tomorrow.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
};

/** Two recipes are the same when they share their source, or their name and ingredients. */
const sameness = (recipe: { name: string; ingredients: { name: string }[] }) =>
  [nameKey(recipe.name), ...recipe.ingredients.map((ingredient) => nameKey(ingredient.name))].join('|');

const extensionOf = (contentType: string) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' })[contentType] ?? 'img';

const folderName = (name: string, used: Set<string>) => {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'recipe';
  let folder = base;
  for (let n = 2; used.has(folder); n++) folder = `${base}-${n}`;
  used.add(folder);
  return folder;
};

/** How often a run saves its progress for the page that polls it. */
const progressEvery = 10;

/**
 * Failures a job lists, and how long a name or message in the list may be: the job is one
 * DynamoDB item (at most 400 KB), and an entry's name is the sender's choice. The rest are counted.
 */
export const listedFailures = 100;
export const failureTextLength = 200;
const clip = (text: string) =>
  text.length > failureTextLength ? `${text.slice(0, failureTextLength - 1)}…` : text;
/** A failure's text, its values clipped (an API error's values may name what the file held). */
const clipValues = ({ key, values }: StoredText): StoredText =>
  values
    ? {
        key,
        values: Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? clip(value) : value,
          ]),
        ),
      }
    : { key };

/** Why a recipe of the file could not be added: the API's own reason, or a general one. */
const saveFailure = (error: unknown): StoredText => {
  if (!(error instanceof DomainError)) return notSavedMessage;
  return error.values ? { key: error.key, values: error.values as StoredText['values'] } : { key: error.key };
};

/** Lets other requests in between two entries: a run of failing entries never awaits any I/O. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const createTransferService = (dependencies: TransferDependencies) => {
  const { jobs, recipesOf, createRecipe, saveImage, readImage, files, now, newId, backoff } = {
    ...defaultSideEffects,
    ...dependencies,
  };

  /** Adds one entry unless it is a duplicate; answers what became of it. */
  const importEntry = async (
    userId: string,
    entry: ArchiveEntry,
    seen: { sources: Set<string>; recipes: Set<string> },
  ): Promise<'imported' | 'skipped' | StoredText> => {
    if (entry.error || !entry.recipe) return entry.error ?? unreadableEntryMessage;
    const read = recipeFromEntry(entry.recipe);
    if ('error' in read) return read.error;
    const { fields } = read;
    const source = fields.externalRecipeUrl;
    if ((source && seen.sources.has(source)) || seen.recipes.has(sameness(fields))) return 'skipped';
    let imageUrl: string | null = null;
    if (entry.image) {
      // A photo we cannot read is no reason to lose the recipe: it comes in without one.
      imageUrl = (await saveImage(userId, Buffer.from(entry.image)).catch(() => undefined))?.url ?? null;
    }
    await createRecipe(userId, { ...fields, imageUrl });
    if (source) seen.sources.add(source);
    seen.recipes.add(sameness(fields));
    return 'imported';
  };

  return {
    /**
     * Opens a job and answers where to put its file: at most one unfinished import per user (409),
     * and a daily count (429). The job and the user's import slot are written in one transaction,
     * so two starts at once cannot both pass.
     */
    async start(caller: Caller, body: { fileName: string; size: number }) {
      const { userId } = caller;
      const jobId = newId();
      const startedAt = now();
      const record: ImportJobRecord = {
        jobId,
        userId,
        fileName: body.fileName,
        status: 'waiting',
        ...noProgressYet,
        createdAt: startedAt.toISOString(),
        ttl: seconds(startedAt) + 7 * 24 * 3600,
        size: body.size,
        expiresAt: seconds(startedAt) + importWaitMinutes * 60,
      };
      const day = startedAt.toISOString().slice(0, 10);
      const isBusy = async (slot: ImportSlotRecord) => {
        const active = await jobs.get(userId, slot.activeJobId, { consistent: true });
        return active !== undefined && isGoing(active) && !hasExpired(active, seconds(startedAt));
      };
      await retryOnConflict(
        async () => {
          const slot = await jobs.slot(userId);
          if (slot && (await isBusy(slot))) throw new ConflictError(importUnderWayMessage);
          const count = slot?.day === day ? slot.count : 0;
          if (count >= dailyFileImports)
            throw new TooManyRequestsError('errors.dailyImports', secondsToTomorrow(startedAt), {
              count: String(dailyFileImports),
            });
          const next = { userId, activeJobId: jobId, day, count: count + 1 };
          return (await jobs.start(record, next, slot)) ? true : tryAgain;
        },
        () => new ConflictError(importUnderWayMessage),
        backoff,
      );
      return { jobId, uploadUrl: await files.presignUpload(uploadKeyOf(userId, jobId), body.size) };
    },

    /** The caller's job, its texts in `locale`. */
    async status(caller: Caller, jobId: string, locale: Locale) {
      const job = await jobs.get(caller.userId, jobId);
      if (!job) throw new NotFoundError('errors.importNotFound');
      return jobView(job, hasExpired(job, seconds(now())), locale);
    },

    /**
     * Reads an uploaded file and adds its recipes one at a time, saving progress as it goes; stops
     * between two recipes once its time budget is spent. Started by the upload.
     */
    async run(key: string) {
      const [, userId = '', jobId = ''] = uploadKeyPattern.exec(key) ?? [];
      const job = userId ? await jobs.get(userId, jobId) : undefined;
      const startedAt = now();
      // Not one of ours, already run or running (S3 may deliver an event twice), or expired.
      if (
        !job ||
        !(await jobs.claim(userId, jobId, seconds(startedAt), seconds(startedAt) + importRunSeconds))
      )
        return;
      const deadline = startedAt.getTime() + importTimeBudgetSeconds * 1000;
      const record: ImportJobRecord = { ...job, status: 'running', moreFailures: 0 };
      const fail = (name: string, message: StoredText) => {
        if (record.failures.length < listedFailures)
          record.failures = [...record.failures, { name: clip(name), message: clipValues(message) }];
        else record.moreFailures = (record.moreFailures ?? 0) + 1;
      };
      try {
        // The size is checked before a byte is read: an upload larger than declared is not read at all.
        const file = await files.read(key, job.size ?? maxImportFileBytes);
        if (!file.bytes) throw new UnreadableArchiveError(largerThanDeclaredMessage);
        const archive = openRecipeArchive(file.bytes, job.fileName);
        record.total = archive.total;
        await jobs.progress(record);
        const existing = await recipesOf(userId);
        const seen = {
          sources: new Set(existing.flatMap((recipe) => recipe.externalRecipeUrl ?? [])),
          recipes: new Set(existing.map(sameness)),
        };
        let outOfTime = false;
        for (const entry of archive.entries()) {
          if (now().getTime() >= deadline) {
            outOfTime = true;
            break;
          }
          await nextTurn();
          const outcome = await importEntry(userId, entry, seen).catch(saveFailure);
          if (outcome === 'imported') record.imported += 1;
          else if (outcome === 'skipped') record.skipped += 1;
          else fail(entry.label, outcome);
          record.processed += 1;
          if (record.processed % progressEvery === 0) await jobs.progress(record);
        }
        record.status = outOfTime ? 'failed' : 'done';
        record.message = outOfTime ? outOfTimeMessage(record.processed) : null;
      } catch (error) {
        record.status = 'failed';
        record.message = error instanceof UnreadableArchiveError ? error.text : stoppedMessage;
        if (!(error instanceof UnreadableArchiveError)) throw error;
      } finally {
        await files.remove(key).catch(() => undefined);
        // Should the full record not save, a minimal failed one does: a job left 'running'
        // would block the user's next import until it expires.
        await jobs.progress(record).catch(() =>
          jobs.progress({
            ...record,
            status: 'failed',
            failures: [],
            moreFailures: 0,
            message: record.message ?? stoppedMessage,
          }),
        );
      }
    },

    /** The caller's recipes as a zip of schema.org JSON-LD files with their photos; answers where to fetch it. */
    async export(caller: Caller) {
      const recipes = await recipesOf(caller.userId);
      const used = new Set<string>();
      const zip: Record<string, Uint8Array> = {};
      for (const recipe of recipes) {
        const folder = folderName(recipe.name, used);
        const photo = recipe.imageUrl ? await readImage(recipe.imageUrl) : undefined;
        const image = photo && `image.${extensionOf(photo.contentType)}`;
        if (photo && image) zip[`${folder}/${image}`] = photo.bytes;
        zip[`${folder}/recipe.json`] = new TextEncoder().encode(
          JSON.stringify(toSchemaRecipe(recipe, image), null, 2),
        );
      }
      const key = exportKeyOf(caller.userId, newId());
      // Photos are compressed already; the JSON is small: storing saves the CPU.
      await files.save(key, zipSync(zip, { level: 0 }));
      const day = now().toISOString().slice(0, 10);
      return { downloadUrl: await files.presignDownload(key, `recipes-${day}.zip`), count: recipes.length };
    },
  };
};
