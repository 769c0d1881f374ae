import type { ImportJob } from '#shared/transfers/transfer-schemas';
import { t } from '#web/lib/i18n/t';

/**
 * "Imported 37 of 120" while it runs; "Imported N recipes", and what was skipped, at the end; why,
 * when it failed. A failed or finished job says so even if it never counted a recipe (a file that
 * is no export, an empty zip).
 */
export const importJobSummary = (job: ImportJob): string => {
  if (job.status === 'failed') return job.message ?? t('imports.failed');
  if (job.status === 'waiting' || (job.status === 'running' && job.total === 0))
    return t('imports.readingFile');
  if (job.status === 'running') return t('imports.progress', { processed: job.processed, total: job.total });
  return job.skipped > 0
    ? t('imports.doneWithSkipped', { count: job.imported, skipped: job.skipped })
    : t('imports.done', { count: job.imported });
};
