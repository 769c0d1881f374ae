import type { Resource } from '#shared/http/define-route';

/** DynamoDB actions, without the `dynamodb:` prefix; never Scan (no request path scans). */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/**
 * `RW`: store, read and delete images; `READ_DELETE`: read who uploaded one and delete it; `READ`:
 * only read them (an export packs them).
 */
export type ImageAccess = 'RW' | 'READ_DELETE' | 'READ';

/** What one function may reach in AWS; anything not named here it cannot touch. */
export interface FunctionAccess {
  /** Actions on the table and its indexes (transactions need the actions of their parts). */
  table?: readonly TableAction[];
  /** Objects under `images/` in the image bucket. */
  images?: ImageAccess;
  /**
   * Reads the JWT signing secret: signs or verifies access tokens. A function that verifies them and
   * has no table access may still read whether a session lives (ApiFunction.bindSessionCheck).
   */
  jwtSecret?: boolean;
  /** Decodes images with sharp: sharp in its bundle, x86_64 and more memory (see api-function.ts). */
  imageProcessing?: boolean;
  /** 10 s unless the function waits on something slower. */
  timeoutSeconds?: number;
  /** Writes links back into the web app: told its origin (CloudFront's address) as WEB_ORIGIN. */
  webOrigin?: boolean;
}

const read = ['GetItem', 'BatchGetItem', 'Query'] as const;
const write = ['PutItem', 'UpdateItem', 'DeleteItem'] as const;

/**
 * Every function's permissions, in one place: a new function is one entry here (the type insists),
 * and tests/infra/least-privilege.test.ts lists what each one ends up with.
 */
export const functionAccess: Record<Resource, FunctionAccess> = {
  // Sign-in counters, sessions (a refresh checks its session in a transaction), the admin list.
  users: { table: [...read, ...write, 'ConditionCheckItem'], jwtSecret: true },
  // Deleting a group deletes its whole partition in batches.
  groups: { table: [...read, ...write, 'BatchWriteItem'], jwtSecret: true },
  // Deleting a recipe deletes its ratings in batches, and its image.
  recipes: { table: [...read, ...write, 'BatchWriteItem'], images: 'READ_DELETE', jwtSecret: true },
  ratings: { table: [...read, ...write], jwtSecret: true },
  mealplans: { table: [...read, ...write], jwtSecret: true },
  shoppinglist: { table: [...read, ...write], jwtSecret: true },
  // Images only: who uploaded an image is in the object's metadata, not in the table.
  files: { images: 'RW', jwtSecret: true, imageProcessing: true },
  // A fixed public document: nothing at all.
  openapi: {},
  // Fetches pages that users name (server-side request forgery is its risk): no table, no bucket.
  // It waits on a third-party site (10 s at most, see functions/lib/safe-fetch.ts), then reads it.
  imports: { jwtSecret: true, timeoutSeconds: 15 },
  // Import jobs and the caller's recipes; reads images for an export (the transfer bucket is
  // granted beside it, in the stack). An export reads every photo of the caller's: API Gateway's
  // 30 s is its limit.
  transfers: { table: [...read, ...write], images: 'READ', jwtSecret: true, timeoutSeconds: 29 },
  // Calendar links (a transaction puts the new link and lookup and deletes the old lookup) and the
  // feed's reads: the plans, the names in them, the group and the membership. Nothing is updated.
  calendar: {
    table: [...read, 'PutItem', 'DeleteItem'],
    jwtSecret: true,
    webOrigin: true,
  },
};

/**
 * The live shopping lists' functions (infra/constructs/live-updates.ts), which serve no API route.
 * The socket function verifies access tokens (so reads sessions), reads memberships and writes the
 * connection's records (a disconnect deletes them in batches). The stream function reads who
 * follows a list (gsi1), memberships and sessions, and drops subscriptions and gone connections;
 * its stream read and its management API access are granted beside it.
 */
export const liveFunctionAccess = {
  socket: { table: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'BatchWriteItem'], jwtSecret: true },
  stream: { table: ['GetItem', 'Query', 'DeleteItem', 'BatchWriteItem'] },
} satisfies Record<string, FunctionAccess>;
