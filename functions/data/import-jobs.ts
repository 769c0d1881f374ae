import type { ImportJob } from '#shared/transfers/transfer-schemas';
import { putPart, setFields, type Table, updatePart } from './table';
import { userPartition } from './users';

/** An import of a file of recipes, kept under its user for a week (DynamoDB's TTL removes it). */
export interface ImportJobRecord extends ImportJob {
  userId: string;
  createdAt: string;
  /** Epoch seconds. */
  ttl: number;
}

const jobKey = (userId: string, jobId: string) => ({ pk: userPartition(userId), sk: `IMPORT#${jobId}` });

/** What a run changes as it goes. */
const progressFields = [
  'status',
  'total',
  'processed',
  'imported',
  'skipped',
  'failures',
  'message',
] as const;

export const createImportJobs = (table: Table) => ({
  get: (userId: string, jobId: string) => table.get<ImportJobRecord>(jobKey(userId, jobId)),

  create: (record: ImportJobRecord) =>
    table.write(putPart({ ...jobKey(record.userId, record.jobId), type: 'ImportJob', ...record })),

  /**
   * Marks a waiting job as running; false when it is not waiting (S3 may deliver an upload's event
   * twice, and only one run may add the recipes).
   */
  claim: (userId: string, jobId: string) =>
    table.tryWrite(
      updatePart(jobKey(userId, jobId), {
        UpdateExpression: 'SET #status = :running',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':waiting': 'waiting' },
      }),
    ),

  /** Saves the run's progress (the user's page polls it). */
  progress: (record: ImportJobRecord) =>
    table.write(updatePart(jobKey(record.userId, record.jobId), setFields(record, progressFields))),
});

export type ImportJobs = ReturnType<typeof createImportJobs>;
