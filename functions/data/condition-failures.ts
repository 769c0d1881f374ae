import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** A single write whose ConditionExpression did not hold: an expected outcome, not a fault. */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException;

/** For a cancelled transaction, whether item `index` of it failed its condition. */
export const transactionConditionFailed = (error: unknown, index: number): boolean =>
  error instanceof TransactionCanceledException &&
  error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/** A transaction DynamoDB cancelled because another one on the same items was running: worth trying again. */
export const transactionConflicted = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

/**
 * What the write gives, or `otherwise` when its condition did not hold (an expected outcome);
 * any other error is thrown. `failed` tells a condition failure from a fault.
 */
export const unlessConditionFailed = async <T, U>(
  write: Promise<T>,
  otherwise: U,
  failed: (error: unknown) => boolean = isConditionFailure,
): Promise<T | U> => {
  try {
    return await write;
  } catch (error) {
    if (failed(error)) return otherwise;
    throw error;
  }
};
