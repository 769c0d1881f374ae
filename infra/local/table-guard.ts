import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient, ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/lib-dynamodb';
import type { BuildMiddleware } from '@smithy/types';
import { tableDefinition } from '#functions';
import type { TableAccess, TableFunction } from '../stacks/function-access';

/** One item-level request as IAM authorizes it: the action, and the partition keys it names. */
export interface TableRequest {
  action: string;
  partitions: string[];
  /** The attributes a read asks for (its projection); undefined: every attribute. */
  attributes?: string[];
}

type AttributeValue = { S?: string } | undefined;
type Input = Record<string, unknown>;

const text = (value: AttributeValue) => value?.S ?? '';
const partitionOf = (key: unknown) => text((key as Record<string, AttributeValue> | undefined)?.pk);

/** The attribute names of a projection, with `#name` placeholders resolved. */
const projectionOf = (input: Input): string[] | undefined => {
  const projection = input.ProjectionExpression as string | undefined;
  if (!projection) return undefined;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  return projection.split(',').map((name) => names[name.trim()] ?? name.trim());
};

/**
 * The partition key a Query names: the equality on the table's or the index's partition key in its
 * key condition. '' when it cannot be read, which no pattern allows.
 */
const queriedPartition = (input: Input): string => {
  const index = input.IndexName as keyof typeof tableDefinition.indexes | undefined;
  const key = index ? tableDefinition.indexes[index]?.partitionKey : tableDefinition.partitionKey;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, AttributeValue>;
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(/(#?\w+)\s*=\s*(:\w+)/g))
    if ((names[name as string] ?? name) === key) return text(values[value as string]);
  return '';
};

const transactionActions: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

/**
 * What IAM checks of a DynamoDB request (input as sent, attribute values marshalled): the action
 * and `dynamodb:LeadingKeys`. A transaction is authorized part by part, as the item action of each
 * part; a batch as one action over every key in it; a Scan names no partition at all.
 */
export const tableRequestsOf = (command: string, input: Input): TableRequest[] => {
  const single = (action: string, key: unknown, attributes?: string[]) => [
    { action, partitions: [partitionOf(key)], attributes },
  ];
  switch (command) {
    case 'GetItem':
      return single(command, input.Key, projectionOf(input));
    case 'PutItem':
      return single(command, input.Item);
    case 'UpdateItem':
    case 'DeleteItem':
      return single(command, input.Key);
    case 'Query':
      return [{ action: command, partitions: [queriedPartition(input)], attributes: projectionOf(input) }];
    case 'BatchGetItem': {
      const tables = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>);
      return [
        { action: command, partitions: tables.flatMap((table) => (table.Keys ?? []).map(partitionOf)) },
      ];
    }
    case 'BatchWriteItem': {
      const writes = Object.values(
        (input.RequestItems ?? {}) as Record<string, Record<string, unknown>[]>,
      ).flat();
      const keyOf = (write: Record<string, { Item?: unknown; Key?: unknown }>) =>
        write.PutRequest?.Item ?? write.DeleteRequest?.Key;
      return [{ action: command, partitions: writes.map((write) => partitionOf(keyOf(write as never))) }];
    }
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Record<string, { Key?: unknown; Item?: unknown }>[]).flatMap(
        (part) =>
          Object.entries(part).flatMap(([kind, body]) =>
            single(transactionActions[kind] ?? kind, body.Item ?? body.Key),
          ),
      );
    default:
      // Scan, and anything that is not an item request (DescribeTable…): no partition to name.
      return [{ action: command, partitions: [] }];
  }
};

/** IAM's StringLike: `*` any run of characters, `?` any one; the rest literal. */
const compileLike = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    's',
  );

/** Each pattern compiled once: the guard checks every request of every handler (issue 28, point 8). */
const compiledLike = new Map<string, RegExp>();
const likePattern = (pattern: string) => {
  let compiled = compiledLike.get(pattern);
  if (!compiled) {
    compiled = compileLike(pattern);
    compiledLike.set(pattern, compiled);
  }
  return compiled;
};

/** Why the access refuses this request, or undefined when it allows it. */
export const refusalOf = (access: TableAccess | undefined, request: TableRequest): string | undefined => {
  if (!access || !(access.actions as readonly string[]).includes(request.action))
    return `dynamodb:${request.action} is not granted`;
  if (request.partitions.length === 0)
    return `dynamodb:${request.action} names no partition, so no partition grant can restrict it`;
  const outside = request.partitions.find(
    (partition) => !access.partitions.some((pattern) => likePattern(pattern).test(partition)),
  );
  if (outside !== undefined) return `partition "${outside}" is outside ${access.partitions.join(', ')}`;
  const allowed = access.attributes;
  if (allowed && !request.attributes?.every((attribute) => allowed.includes(attribute)))
    return `attributes ${request.attributes?.join(', ') ?? '(all)'} are not all in ${allowed.join(', ')}`;
  return undefined;
};

/** The error DynamoDB answers a request its caller's role does not allow. */
export class TableAccessDenied extends Error {
  override name = 'AccessDeniedException';
}

/**
 * What IAM does in AWS, done locally: every function of the local runtime shares one DynamoDB
 * client, so each handler runs as its function (`runAs`), and a middleware on that client refuses
 * any request the function's declared access (infra/stacks/function-access.ts, the same lists the
 * CDK policies are made from) would not allow. A wrong list then fails the integration and e2e
 * suites with a 500 and a logged refusal, instead of a deployment. Requests outside any function
 * (the runtime's own start-up, creating the first admin) are not the functions' and pass.
 */
export const createTableGuard = (
  /** A function's grants: a request passes if one of them allows it. */
  accessOf: (name: TableFunction) => TableAccess | readonly TableAccess[] | undefined,
) => {
  const running = new AsyncLocalStorage<TableFunction>();
  /** Each function's grants, listed once: the guard checks every request (issue 28, point 8). */
  const grants = new Map<TableFunction, readonly TableAccess[]>();
  const grantsOf = (name: TableFunction) => {
    let listed = grants.get(name);
    if (!listed) {
      listed = [accessOf(name) ?? []].flat();
      grants.set(name, listed);
    }
    return listed;
  };

  const guard: BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> = (next, context) => async (args) => {
    const name = running.getStore();
    if (name !== undefined) {
      const command = String(context.commandName ?? '').replace(/Command$/, '');
      for (const request of tableRequestsOf(command, args.input as Input)) {
        const functionGrants = grantsOf(name);
        if (functionGrants.some((access) => refusalOf(access, request) === undefined)) continue;
        // Refused: the first grant's reason, as the function's own (or "not granted" without one).
        const message = `Local table guard refused the ${name} function: ${refusalOf(functionGrants[0], request)}`;
        console.error(JSON.stringify({ level: 'error', message }));
        throw new TableAccessDenied(message);
      }
    }
    return next(args);
  };

  return {
    /** Runs a handler's work, and everything it starts, as the named function. */
    runAs: <T>(name: TableFunction, work: () => T): T => running.run(name, work),
    /** Adds the check to a client (the one the functions share): after marshalling, before sending. */
    install(client: Pick<DynamoDBDocumentClient, 'middlewareStack'>) {
      client.middlewareStack.add(guard, { step: 'build', priority: 'high', name: 'localTableGuard' });
    },
  };
};

export type TableGuard = ReturnType<typeof createTableGuard>;
