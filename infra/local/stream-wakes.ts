import type { DynamoDBDocumentClient, ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/lib-dynamodb';
import type { BuildMiddleware } from '@smithy/types';
import { liveSortKeyPrefixes, profileSortKey } from '#functions';

type Input = Record<string, unknown>;
type Key = { sk?: { S?: string } } | undefined;

/**
 * Whether a change to an item with this sort key can pass one of the stream consumers' event
 * filters (the live lists' prefixes, the clean-up's marked profile); an unknown key (undefined) can.
 */
export const consumersMayTake = (sortKey: string | undefined) =>
  sortKey === undefined ||
  sortKey === profileSortKey ||
  liveSortKeyPrefixes.some((p) => sortKey.startsWith(p));

const sortKeyOf = (key: unknown) => (key as Key)?.sk?.S;

/** The item requests of a batch write or a transaction, each as `{ kind: body }`. */
const partsOf = (input: Input, list: 'TransactItems' | 'RequestItems') =>
  (list === 'TransactItems'
    ? (input.TransactItems ?? [])
    : Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).flat()) as Record<
    string,
    { Item?: unknown; Key?: unknown }
  >[];

/**
 * The sort keys of the items a command changes (input as sent, attribute values marshalled);
 * `[]` for a read; `[undefined]` for a command not known here, so that it is taken as a change to
 * anything (PartiQL, table changes).
 */
export const changedSortKeys = (command: string, input: Input): (string | undefined)[] => {
  switch (command) {
    case 'PutItem':
      return [sortKeyOf(input.Item)];
    case 'UpdateItem':
    case 'DeleteItem':
      return [sortKeyOf(input.Key)];
    case 'BatchWriteItem':
    case 'TransactWriteItems':
      return partsOf(input, command === 'BatchWriteItem' ? 'RequestItems' : 'TransactItems').flatMap((part) =>
        Object.entries(part)
          .filter(([kind]) => kind !== 'ConditionCheck')
          .map(([, body]) => sortKeyOf(body.Item ?? body.Key)),
      );
    case 'GetItem':
    case 'BatchGetItem':
    case 'TransactGetItems':
    case 'Query':
    case 'Scan':
    case 'DescribeTable':
      return [];
    default:
      return [undefined];
  }
};

/**
 * Wakes the local stream reader after each change its consumers may take, as soon as DynamoDB has
 * made it: a shopping list's or pantry's change reaches the live lists at once, while a rating, a
 * recipe or a session write costs DynamoDB Local no stream read (their records are still read, by
 * the reader's idle polling, and dropped by the same filters as in AWS). Under a stream of such
 * writes this saves DynamoDB Local up to 50 reads a second (issue 28, point 8).
 */
export const wakeOnConsumedChanges = (
  client: Pick<DynamoDBDocumentClient, 'middlewareStack'>,
  wake: () => void,
) => {
  const middleware: BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> =
    (next, context) => async (args) => {
      const result = await next(args);
      const command = String(context.commandName ?? '').replace(/Command$/, '');
      if (changedSortKeys(command, args.input as Input).some(consumersMayTake)) wake();
      return result;
    };
  client.middlewareStack.add(middleware, { step: 'build', priority: 'low', name: 'localStreamWakes' });
};
