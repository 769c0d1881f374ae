import type { ImportJob } from '#shared/transfers/transfer-schemas';
import { absent, putPart, setFields, type Table, updatePart } from './table';
import { userPartition } from './users';

/**
 * A text stored with a job, for a reader whose language is known only when the job is read: a
 * catalogue key (area `importJobs`, or `errors` for a recipe the API refused) and its values.
 */
export interface StoredText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Why a job or one of its entries failed: jobs stored before issue 26 hold the English sentence
 * itself, shown as it is (functions/transfers/job-texts.ts).
 */
export type StoredMessage = StoredText | string;

/** An import of a file of recipes, kept under its user for a week (DynamoDB's TTL removes it). */
export interface ImportJobRecord extends Omit<ImportJob, 'failures' | 'message'> {
  /** Entries that could not be imported, by name, with why. */
  failures: { name: string; message: StoredMessage }[];
  /** Set when the whole file could not be read. */
  message: StoredMessage | null;
  userId: string;
  createdAt: string;
  /** Epoch seconds. */
  ttl: number;
  /** The file's size as the browser declared it, in bytes; jobs stored before issue 24 have none. */
  size?: number;
  /**
   * Epoch seconds: a job still waiting or running then is over (its file never came, or its run
   * died with its function). Jobs stored before issue 24 have none.
   */
  expiresAt?: number;
}

/**
 * One per user: the import under way (at most one at a time) and how many were started on `day`
 * (UTC, YYYY-MM-DD). Written in the same transaction as the job it names.
 */
export interface ImportSlotRecord {
  userId: string;
  activeJobId: string;
  day: string;
  count: number;
}

const jobKey = (userId: string, jobId: string) => ({ pk: userPartition(userId), sk: `IMPORT#${jobId}` });
const slotKey = (userId: string) => ({ pk: userPartition(userId), sk: 'IMPORTS' });

/** What a run changes as it goes. */
const progressFields = [
  'status',
  'total',
  'processed',
  'imported',
  'skipped',
  'failures',
  'moreFailures',
  'message',
] as const;

/** The slot's write succeeds only if nobody changed it since it was read (another start, at once). */
const slotUnchanged = (read: ImportSlotRecord | undefined) =>
  read
    ? {
        ConditionExpression: 'activeJobId = :active AND #day = :day AND #count = :count',
        ExpressionAttributeNames: { '#day': 'day', '#count': 'count' },
        ExpressionAttributeValues: { ':active': read.activeJobId, ':day': read.day, ':count': read.count },
      }
    : absent;

export const createImportJobs = (table: Table) => ({
  /** A job; `consistent` where a decision rests on it (whether an import is under way). */
  get: (userId: string, jobId: string, options: { consistent?: boolean } = {}) =>
    table.get<ImportJobRecord>(jobKey(userId, jobId), options),

  /** The user's import slot, as last written (strongly consistent: a start decides on it). */
  slot: (userId: string) => table.get<ImportSlotRecord>(slotKey(userId), { consistent: true }),

  /**
   * Stores a new job and points the user's slot at it, if the slot is still as `read` found it;
   * false when it changed meanwhile.
   */
  start: async (record: ImportJobRecord, slot: ImportSlotRecord, read: ImportSlotRecord | undefined) =>
    (await table.tryTransact(
      [
        putPart({ ...slotKey(slot.userId), type: 'ImportSlot', ...slot }, slotUnchanged(read)),
        putPart({ ...jobKey(record.userId, record.jobId), type: 'ImportJob', ...record }, absent),
      ],
      ['changed', undefined],
    )) === undefined,

  /**
   * Marks a waiting job as running until `until` (epoch seconds); false when it is not waiting or
   * has expired (S3 may deliver an upload's event twice, or late, and only one run may add the recipes).
   */
  claim: (userId: string, jobId: string, now: number, until: number) =>
    table.tryUpdate(jobKey(userId, jobId), {
      UpdateExpression: 'SET #status = :running, expiresAt = :until',
      ConditionExpression: '#status = :waiting AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':running': 'running',
        ':waiting': 'waiting',
        ':now': now,
        ':until': until,
      },
    }),

  /** Saves the run's progress (the user's page polls it). */
  progress: (record: ImportJobRecord) =>
    table.write(updatePart(jobKey(record.userId, record.jobId), setFields(record, progressFields))),
});

export type ImportJobs = ReturnType<typeof createImportJobs>;
