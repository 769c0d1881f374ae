import { zipSync } from 'fflate';
import type { Recipe, RecipeFields } from '#shared/recipes/recipe-schemas';
import { nameKey } from '#shared/shopping/merge';
import type { ImportJob } from '#shared/transfers/transfer-schemas';
import type { ImportJobRecord, ImportJobs } from '../data/import-jobs';
import type { Caller } from '../lib/auth/access-token';
import { NotFoundError } from '../lib/domain-errors';
import { defaultSideEffects, type SideEffects } from '../lib/side-effects';
import { type ArchiveEntry, readRecipeArchive, UnreadableArchiveError } from './recipe-archive';
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

export interface TransferDependencies extends Partial<Pick<SideEffects, 'now' | 'newId'>> {
  jobs: ImportJobs;
  /** The user's recipes, whole (for duplicates and for the export). */
  recipesOf: (userId: string) => Promise<Recipe[]>;
  createRecipe: (userId: string, fields: RecipeFields) => Promise<Recipe>;
  saveImage: (userId: string, bytes: Buffer) => Promise<{ url: string }>;
  readImage: (imageUrl: string) => Promise<StoredPhoto | undefined>;
  files: {
    presignUpload: (key: string) => Promise<string>;
    read: (key: string) => Promise<Uint8Array>;
    remove: (key: string) => Promise<void>;
    save: (key: string, bytes: Uint8Array) => Promise<void>;
    presignDownload: (key: string, fileName: string) => Promise<string>;
  };
}

const jobView = ({ userId: _u, createdAt: _c, ttl: _t, ...job }: ImportJobRecord): ImportJob => job;

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

export const createTransferService = (dependencies: TransferDependencies) => {
  const { jobs, recipesOf, createRecipe, saveImage, readImage, files, now, newId } = {
    ...defaultSideEffects,
    ...dependencies,
  };

  /** Adds one entry unless it is a duplicate; answers what became of it. */
  const importEntry = async (
    userId: string,
    entry: ArchiveEntry,
    seen: { sources: Set<string>; recipes: Set<string> },
  ): Promise<'imported' | 'skipped' | string> => {
    if (entry.error || !entry.recipe) return entry.error ?? 'It could not be read.';
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
    async start(caller: Caller, body: { fileName: string }) {
      const jobId = newId();
      const createdAt = now();
      await jobs.create({
        jobId,
        userId: caller.userId,
        fileName: body.fileName,
        status: 'waiting',
        total: 0,
        processed: 0,
        imported: 0,
        skipped: 0,
        failures: [],
        message: null,
        createdAt: createdAt.toISOString(),
        ttl: Math.floor(createdAt.getTime() / 1000) + 7 * 24 * 3600,
      });
      return { jobId, uploadUrl: await files.presignUpload(uploadKeyOf(caller.userId, jobId)) };
    },

    async status(caller: Caller, jobId: string) {
      const job = await jobs.get(caller.userId, jobId);
      if (!job) throw new NotFoundError('Import not found.');
      return jobView(job);
    },

    /** Reads an uploaded file and adds its recipes, saving progress as it goes. Started by the upload. */
    async run(key: string) {
      const [, userId = '', jobId = ''] = uploadKeyPattern.exec(key) ?? [];
      const job = userId ? await jobs.get(userId, jobId) : undefined;
      // Not one of ours, or already run or running (S3 may deliver an event twice).
      if (!job || !(await jobs.claim(userId, jobId))) return;
      const record: ImportJobRecord = { ...job, status: 'running' };
      try {
        const entries = readRecipeArchive(await files.read(key), job.fileName);
        record.total = entries.length;
        await jobs.progress(record);
        const existing = await recipesOf(userId);
        const seen = {
          sources: new Set(existing.flatMap((recipe) => recipe.externalRecipeUrl ?? [])),
          recipes: new Set(existing.map(sameness)),
        };
        for (const entry of entries) {
          const outcome = await importEntry(userId, entry, seen).catch(
            (error: unknown) => (error instanceof Error && error.message) || 'It could not be saved.',
          );
          if (outcome === 'imported') record.imported += 1;
          else if (outcome === 'skipped') record.skipped += 1;
          else record.failures = [...record.failures, { name: entry.label, message: outcome }];
          record.processed += 1;
          if (record.processed % progressEvery === 0) await jobs.progress(record);
        }
        record.status = 'done';
      } catch (error) {
        record.status = 'failed';
        record.message =
          error instanceof UnreadableArchiveError
            ? error.message
            : 'The import stopped before the end. Please try again.';
        if (!(error instanceof UnreadableArchiveError)) throw error;
      } finally {
        await jobs.progress(record);
        await files.remove(key).catch(() => undefined);
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
