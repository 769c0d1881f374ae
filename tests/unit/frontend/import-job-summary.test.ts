import { beforeAll, describe, expect, it } from 'vitest';
import { type ImportJob, noProgressYet } from '#shared/transfers/transfer-schemas';
import { importJobSummary } from '#web/features/recipes/utils/import-job-summary';

const job = (fields: Partial<ImportJob>): ImportJob => ({
  jobId: 'job-1',
  fileName: 'recipes.zip',
  status: 'running',
  ...noProgressYet,
  ...fields,
});

describe('importJobSummary', () => {
  it('reads the file until it knows how many recipes it holds, then counts them in', () => {
    expect(importJobSummary(job({ status: 'waiting' }))).toBe('Reading the file...');
    expect(importJobSummary(job({ status: 'running', total: 0 }))).toBe('Reading the file...');
    expect(importJobSummary(job({ status: 'running', total: 120, processed: 37 }))).toBe(
      'Imported 37 of 120',
    );
  });

  it('says why a file that is no export failed, though it never counted a recipe', () => {
    const message = 'This file is not a recipe export we can read.';
    expect(importJobSummary(job({ status: 'failed', total: 0, message }))).toBe(message);
  });

  it('ends with what it imported and skipped, also when that is nothing', () => {
    expect(importJobSummary(job({ status: 'done', total: 0 }))).toBe('Imported 0 recipes.');
    expect(importJobSummary(job({ status: 'done', total: 3, imported: 1, skipped: 2 }))).toBe(
      'Imported 1 recipe, skipped 2 already in your recipes.',
    );
  });
});
