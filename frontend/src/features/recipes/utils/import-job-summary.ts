import type { ImportJob } from '#shared/transfers/transfer-schemas';

export const recipeCount = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/**
 * "Imported 37 of 120" while it runs; "Imported N recipes", and what was skipped, at the end; why,
 * when it failed. A failed or finished job says so even if it never counted a recipe (a file that
 * is no export, an empty zip).
 */
export const importJobSummary = (job: ImportJob): string => {
  if (job.status === 'failed') return job.message ?? 'The import failed.';
  if (job.status === 'waiting' || (job.status === 'running' && job.total === 0)) return 'Reading the file...';
  if (job.status === 'running') return `Imported ${job.processed} of ${job.total}`;
  const skipped = job.skipped > 0 ? `, skipped ${job.skipped} already in your recipes` : '';
  return `Imported ${recipeCount(job.imported)}${skipped}.`;
};
