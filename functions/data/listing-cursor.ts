import { InvalidInputError } from '../lib/domain-errors';

/**
 * A listing's cursor names a position in an index: a partition and a sort key, nothing else. The
 * repository rebuilds the start key from them with its key builders, so a forged cursor can only
 * name another position in a listing the caller may read anyway, never an ill-formed key that
 * DynamoDB would refuse with a 500.
 */
export const encodeListingCursor = (partition: string, sortKey: string) =>
  Buffer.from(JSON.stringify([partition, sortKey])).toString('base64url');

/** Non-empty, bounded, and valid UTF-16 (a lone surrogate cannot be sent to DynamoDB). */
const isKeyText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 400 && !/\p{Surrogate}/u.test(value);

export const invalidCursor = () => new InvalidInputError('errors.invalidCursor');

/** The partition and sort key a cursor names; 400 for anything that is not two key texts. */
export const decodeListingCursor = (cursor: string): [partition: string, sortKey: string] => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (Array.isArray(decoded) && decoded.length === 2 && isKeyText(decoded[0]) && isKeyText(decoded[1]))
    return [decoded[0], decoded[1]];
  throw invalidCursor();
};
