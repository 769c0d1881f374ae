import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resources } from '#shared/routes';
import { type TableFunction, tableAccessOf } from '../../infra/stacks/function-access';
import { synthesizeStack } from './support/synthesize';

const template = Template.fromStack(synthesizeStack());
const resourcesOfType = (type: string) => Object.entries(template.findResources(type));

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** What a logical id in a resource reference names: `Table`, `ImageBucket`, `LiveApi`... */
const nameOf = (logicalId: string) => logicalId.replace(/[0-9A-F]{8}$/, '');

/** A statement's resources in words: `Table`, `Table/index/*`, `ImageBucket/images/*`. */
const describeResource = (resource: unknown): string => {
  if (typeof resource === 'string') return resource;
  const value = resource as Record<string, unknown>;
  if (value.Ref) return nameOf(value.Ref as string);
  if (value['Fn::GetAtt']) {
    // `Table` for the table's Arn, `Table.StreamArn` for its stream's.
    const [id = '', attribute] = value['Fn::GetAtt'] as string[];
    return attribute === 'Arn' ? nameOf(id) : `${nameOf(id)}.${attribute}`;
  }
  if (value['Fn::Join'])
    return ((value['Fn::Join'] as [string, unknown[]])[1] ?? []).map(describeResource).join('');
  return JSON.stringify(resource);
};

/** The functions that serve no API route, by their descriptions. */
const otherDescriptions: Record<string, string> = {
  upload: 'Recipe planner: reads an uploaded file of recipes',
  live: 'Recipe planner live lists: connect, subscribe, disconnect',
  liveStream: 'Recipe planner live lists: table changes to the screens',
  accountCleanup: "Recipe planner: cleans up after an account's deletion",
  secretStore: "Recipe planner: makes the stack's secrets at deploy time",
};
const descriptionOf = (name: string) => otherDescriptions[name] ?? `Recipe planner API: ${name}`;

/** The logical id of a function's role. */
const roleOf = (resource: string, description = descriptionOf(resource)) => {
  const [, fn] = resourcesOfType('AWS::Lambda::Function').find(
    ([, candidate]) => candidate.Properties.Description === description,
  ) ?? ['', undefined];
  if (!fn) throw new Error(`no function for ${resource}`);
  return fn.Properties.Role['Fn::GetAtt'][0] as string;
};

/** Reading the table's stream names no partition (and IAM has no partition condition for it). */
const streamActions = new Set(
  ['ListStreams', 'DescribeStream', 'GetRecords', 'GetShardIterator'].map((action) => `dynamodb:${action}`),
);

/** Whether a statement is the grant on the request counters (limits per client), checked in abuse-limits.test.ts. */
const isCounterGrant = (statement: Record<string, unknown>) =>
  JSON.stringify(statement.Condition ?? {}).includes('"LIMIT#*"');

/** The statements of a function's role about the table (besides the counters' grant). */
const tableStatementsOf = (name: string) => {
  const roleId = roleOf(name);
  return resourcesOfType('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[])
    .filter((statement) =>
      [statement.Action]
        .flat()
        .some((action) => String(action).startsWith('dynamodb:') && !streamActions.has(String(action))),
    )
    .filter((statement) => !isCounterGrant(statement));
};

/** Every action a function's role allows, as `action on resource`, sorted. */
const grantsOf = (resource: string, description = descriptionOf(resource)) => {
  const roleId = roleOf(resource, description);
  const [, role] = resourcesOfType('AWS::IAM::Role').find(([id]) => id === roleId) ?? [];
  expect(role?.Properties.ManagedPolicyArns ?? [], `${resource}: managed policies`).toEqual([]);
  const statements: Statement[] = [
    ...resourcesOfType('AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement),
    ...(role?.Properties.Policies ?? []).flatMap(
      (policy: { PolicyDocument: { Statement: Statement[] } }) => policy.PolicyDocument.Statement,
    ),
  ];
  for (const statement of statements) expect(statement.Effect).toBe('Allow');
  return [
    ...new Set(
      statements.flatMap((statement) =>
        [statement.Action]
          .flat()
          .flatMap((action) =>
            [statement.Resource].flat().map((target) => `${action} on ${describeResource(target)}`),
          ),
      ),
    ),
  ].sort();
};

const logs = ['logs:CreateLogStream on Logs', 'logs:PutLogEvents on Logs'];
/** The JWT key's parameter, by its ARN (the stack under test is named `Test`). */
const jwtParameter = 'arn:AWS::Partition:ssm:AWS::Region:AWS::AccountId:parameter/Test/jwt-secret';
const secret = [`ssm:GetParameter on ${jwtParameter}`];
const onTable = (...actions: string[]) =>
  actions.flatMap((action) => [`dynamodb:${action} on Table`, `dynamodb:${action} on Table/index/*`]);
const read = ['BatchGetItem', 'GetItem', 'Query'];
const write = ['DeleteItem', 'PutItem', 'UpdateItem'];
const images = (...actions: string[]) => actions.map((action) => `s3:${action} on ImageBucket/images/*`);
const listImages = ['s3:ListBucket on ImageBucket'];
/** What the functions with limited routes may do with their request counters. */
const counters = ['UpdateItem', 'BatchGetItem', 'PutItem', 'Query', 'DeleteItem'];

/**
 * Each function's whole permission list. A change here is a change of who may do what in AWS:
 * review it as such. No Scan anywhere; no table, bucket or secret for a function that does not use it.
 */
const expected: Record<string, string[]> = {
  // No SES permission unless the deployer names a sender (mail.test.ts). No images: an account's
  // clean-up (its recipes' photos) is the clean-up function's (below).
  users: [...logs, ...secret, ...onTable(...read, ...write, 'BatchWriteItem', 'ConditionCheckItem')],
  // Invitations check in their transactions that no membership exists, or that the group does.
  groups: [...logs, ...secret, ...onTable(...read, ...write, 'BatchWriteItem', 'ConditionCheckItem')],
  recipes: [
    ...logs,
    ...secret,
    ...onTable(...read, ...write, 'BatchWriteItem'),
    ...images('GetObject', 'DeleteObject'),
    ...listImages,
  ],
  ratings: [...logs, ...secret, ...onTable(...read, ...write)],
  mealplans: [...logs, ...secret, ...onTable(...read, ...write)],
  shoppinglist: [...logs, ...secret, ...onTable(...read, ...write)],
  // Reads the catalogue, plans, pantry and favourites; writes only the planning rules and the
  // catalogue's packs (one PutItem each).
  planner: [...logs, ...secret, ...onTable(...read, 'PutItem')],
  pantry: [...logs, ...secret, ...onTable(...read, ...write)],
  // Its only table read: whether the session of an access token still lives (see below).
  files: [
    ...logs,
    ...secret,
    'dynamodb:GetItem on Table',
    ...images('GetObject', 'PutObject', 'DeleteObject'),
    ...listImages,
  ],
  openapi: [...logs],
  // Fetches pages users name: nothing of ours to reach but whether a session still lives, and its
  // request counters (limits per client, only in their partitions: see abuse-limits.test.ts).
  imports: [...logs, ...secret, 'dynamodb:GetItem on Table', ...onTable(...counters)],
  transfers: [
    ...logs,
    ...secret,
    ...onTable(...read, ...write),
    ...images('GetObject'),
    ...listImages,
    's3:PutObject on TransferBucket/imports/*',
    's3:GetObject on TransferBucket/exports/*',
    's3:PutObject on TransferBucket/exports/*',
  ],
  // Calendar links and the feed's reads; a link's transaction puts and deletes, nothing updates.
  // The counters' grant adds UpdateItem, in their partitions only.
  calendar: [...logs, ...secret, ...onTable(...read, 'PutItem', 'DeleteItem', ...counters)],
};

describe('least privilege: each function may do exactly this', () => {
  it('lists a function for every resource', () => {
    expect(Object.keys(expected).sort()).toEqual([...resources].sort());
  });

  it.each(resources)('%s', (resource) => {
    // Its own log group (`<Resource>FunctionLogs`, by ARN and by name) is compared as 'Logs'.
    const ownLogs = new RegExp(` on (arn:\\S+:log-group:)?${resource}FunctionLogs\\S*$`, 'i');
    const grants = new Set(grantsOf(resource).map((grant) => grant.replace(ownLogs, ' on Logs')));
    expect([...grants].sort()).toEqual([...new Set(expected[resource] ?? [])].sort());
  });

  it.each(['files', 'imports'])(
    '%s reads of the table only the state of sessions, in user partitions',
    (resource) => {
      expect(tableStatementsOf(resource)).toEqual([
        expect.objectContaining({
          Action: 'dynamodb:GetItem',
          Condition: {
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'expiresAt', 'revokedAt'] },
            StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
          },
        }),
      ]);
    },
  );

  it('the import upload function: reads and deletes uploads, adds recipes and their photos, no secret', () => {
    const ownLogs = / on (arn:\S+:log-group:)?ImportUploadFunctionLogs\S*$/i;
    const grants = new Set(grantsOf('upload').map((grant) => grant.replace(ownLogs, ' on Logs')));
    expect([...grants].sort()).toEqual(
      [
        ...logs,
        ...onTable(...read, 'PutItem', 'UpdateItem'),
        ...images('GetObject', 'PutObject', 'DeleteObject'),
        ...listImages,
        's3:GetObject on TransferBucket/imports/*',
        's3:DeleteObject on TransferBucket/imports/*',
      ].sort(),
    );
  });

  /** A function's grants by its id, its own log group compared as 'Logs'. */
  const grantsOfOwn = (id: string, description: string) => {
    const ownLogs = new RegExp(` on (arn:\\S+:log-group:)?${id}FunctionLogs\\S*$`, 'i');
    return [...new Set(grantsOf(id, description).map((grant) => grant.replace(ownLogs, ' on Logs')))].sort();
  };
  const postToConnections =
    'execute-api:ManageConnections on arn:AWS::Partition:execute-api:AWS::Region:AWS::AccountId:LiveApi/live/*/@connections/*';

  it('the live socket function: verifies tokens, records connections and what they follow, replies to them', () => {
    expect(grantsOfOwn('LiveSocket', 'Recipe planner live lists: connect, subscribe, disconnect')).toEqual(
      [
        ...logs,
        ...secret,
        ...onTable('GetItem', 'Query', 'PutItem', 'DeleteItem', 'BatchWriteItem'),
        postToConnections,
      ].sort(),
    );
  });

  it("the secret store function: its stack's two parameters and, to carry them over, the old secrets", () => {
    const parameters = ['jwt-secret', 'origin-secret'].map(
      (name) => `arn:AWS::Partition:ssm:AWS::Region:AWS::AccountId:parameter/Test/${name}`,
    );
    const oldSecrets = ['JwtSecretB8834B39', 'OriginVerifySecret1DED2FB3'].map(
      (logicalId) => `arn:AWS::Partition:secretsmanager:AWS::Region:AWS::AccountId:secret:${logicalId}-*`,
    );
    expect(grantsOfOwn('SecretStore', descriptionOf('secretStore'))).toEqual(
      [
        ...logs,
        ...['GetParameter', 'PutParameter', 'DeleteParameters'].flatMap((action) =>
          parameters.map((parameter) => `ssm:${action} on ${parameter}`),
        ),
        'cloudformation:DescribeStackResource on AWS::StackId',
        ...oldSecrets.map((secret) => `secretsmanager:GetSecretValue on ${secret}`),
      ].sort(),
    );
  });

  it("the account clean-up function: reads the stream, deletes what a deleted account left, and its recipes' photos; no secret", () => {
    expect(grantsOfOwn('AccountCleanup', "Recipe planner: cleans up after an account's deletion")).toEqual(
      [
        ...logs,
        ...onTable(...read, 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'),
        ...images('GetObject', 'DeleteObject'),
        ...listImages,
        'dynamodb:ListStreams on Table.StreamArn',
        'dynamodb:DescribeStream on Table.StreamArn',
        'dynamodb:GetRecords on Table.StreamArn',
        'dynamodb:GetShardIterator on Table.StreamArn',
      ].sort(),
    );
  });

  it('the live stream function: reads the stream and who follows a list, drops stale followers, posts; no secret', () => {
    expect(grantsOfOwn('LiveStream', 'Recipe planner live lists: table changes to the screens')).toEqual(
      [
        ...logs,
        ...onTable('GetItem', 'Query', 'DeleteItem', 'BatchWriteItem'),
        postToConnections,
        'dynamodb:ListStreams on Table.StreamArn',
        'dynamodb:DescribeStream on Table.StreamArn',
        'dynamodb:GetRecords on Table.StreamArn',
        'dynamodb:GetShardIterator on Table.StreamArn',
      ].sort(),
    );
  });
});

/**
 * The partitions (`dynamodb:LeadingKeys`, IAM StringLike) each function may name: the key of every
 * item it reads or writes, the index key of every index it queries. The local runtime refuses the
 * same requests (infra/local/table-guard.ts), so the integration and e2e suites prove these lists.
 */
const expectedPartitions: Record<TableFunction, string[] | undefined> = {
  // Beyond sign-in: what deleting an account reaches (account-deletion.ts).
  users: [
    'USER#*',
    'EMAIL#*',
    'USERS',
    'REFRESH#*',
    'SIGNIN#*',
    'SIGNINFROM#*',
    'CALFEED#*',
    // A password reset link's token, by its hash.
    'RESET#*',
    // Passkeys found by credential id, and the short-lived challenges of passkeys and second steps.
    'PASSKEY#*',
    'CHALLENGE#*',
    'SETTINGS',
    'INVITELINK#*',
    'INVITELINKS',
    'INVITELINKS#*',
    'GROUP#*',
    'MEMBERSHIPS#*',
    // Beyond sign-in: what deleting an account reaches at once (account-deletion.ts).
    'INVITATIONS#*',
    'LIVE#*',
    'LIVEUSER#*',
  ],
  groups: ['GROUP#*', 'MEMBERSHIPS#*', 'INVITATIONS#*', 'USER#*', 'EMAIL#*'],
  recipes: ['RECIPE#*', 'CATALOG', 'CATALOG#*', 'USER#*', 'GROUP#*'],
  ratings: ['RECIPE#*', 'CATALOG', 'CATALOG#*', 'USER#*'],
  mealplans: ['USER#*', 'GROUP#*', 'MEALPLAN#*', 'RECIPE#*'],
  shoppinglist: ['USER#*', 'GROUP#*', 'RECIPE#*'],
  planner: ['USER#*', 'GROUP#*', 'RECIPE#*', 'CATALOG', 'CATALOG#*', 'CATALOGPACK#*'],
  pantry: ['USER#*', 'GROUP#*'],
  files: ['USER#*'],
  openapi: undefined,
  imports: ['USER#*'],
  transfers: ['USER#*', 'RECIPE#*', 'CATALOG', 'CATALOG#*'],
  calendar: ['USER#*', 'CALFEED#*', 'GROUP#*', 'MEMBERSHIPS#*', 'RECIPE#*'],
  upload: ['USER#*', 'RECIPE#*', 'CATALOG', 'CATALOG#*'],
  live: ['LIVE#*', 'LIVEUSER#*', 'USER#*', 'GROUP#*'],
  liveStream: ['LIVE#*', 'LIVEUSER#*', 'LIVELIST#*', 'USER#*', 'GROUP#*'],
  accountCleanup: [
    'USER#*',
    'RATINGS#*',
    'RECIPE#*',
    'CATALOG',
    'CATALOG#*',
    'MEALPLAN#*',
    'CALFEED#*',
    'PASSKEY#*',
  ],
};

describe('least privilege in the table: each function only in its own partitions', () => {
  it.each(Object.entries(expectedPartitions))('%s', (name, partitions) => {
    const statements = tableStatementsOf(name);
    if (!partitions) {
      expect(statements).toEqual([]);
      expect(tableAccessOf(name as TableFunction)).toBeUndefined();
      return;
    }
    // Every grant on the table carries the condition: none lets the function out of its partitions.
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const condition = (statement.Condition ?? {}) as Record<string, Record<string, string[]>>;
      expect(condition['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(partitions);
    }
    // …made from the declarations the local runtime's guard reads.
    expect(tableAccessOf(name as TableFunction)?.partitions).toEqual(partitions);
  });
});
