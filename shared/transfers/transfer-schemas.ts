import * as z from 'zod';

/** The largest file a household may bring in at once (a Paprika export of a big collection with photos). */
export const maxImportFileBytes = 200 * 1024 * 1024;

export const startImportBody = z.strictObject({
  /** The file's name, for the messages; its contents decide how it is read. */
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1, 'errors.fileEmpty').max(maxImportFileBytes, 'errors.importFileTooLarge'),
});

/** Where the browser puts the file: straight into storage, with a short-lived signed address. */
export const startedImport = z.object({
  jobId: z.string(),
  uploadUrl: z.string(),
});

export const importJobParams = z.strictObject({ jobId: z.string().uuid('errors.importNotFound') });

export const importJob = z.object({
  jobId: z.string(),
  fileName: z.string(),
  /** waiting: for the upload; running: recipes being added; done: finished; failed: the file could not be read. */
  status: z.enum(['waiting', 'running', 'done', 'failed']),
  total: z.number(),
  processed: z.number(),
  imported: z.number(),
  skipped: z.number(),
  /** Entries that could not be imported, by name, with why: the rest go on. */
  failures: z.array(z.object({ name: z.string(), message: z.string() })),
  /** Failures beyond those listed (the first 100); absent on jobs stored before the cap. */
  moreFailures: z.number().optional(),
  /** Set when the whole file could not be read. */
  message: z.string().nullable(),
});

export type ImportJob = z.infer<typeof importJob>;

/** A job's counts before its file is read: nothing counted, nothing failed. */
export const noProgressYet = {
  total: 0,
  processed: 0,
  imported: 0,
  skipped: 0,
  failures: [],
  message: null,
} satisfies Partial<ImportJob>;

export const exportedRecipes = z.object({
  /** A short-lived address of the zip to download. */
  downloadUrl: z.string(),
  count: z.number(),
});
