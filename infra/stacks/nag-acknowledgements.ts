import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { legacySecretIds } from '../constructs/secret-store';

export interface AcknowledgedParts {
  stack: Stack;
  table: IConstruct;
  imageBucket: IConstruct;
  transferBucket: IConstruct;
  /** The function S3 starts for an uploaded import file. */
  uploadFunction: IConstruct;
  webBucket: IConstruct;
  distribution: IConstruct;
  api: IConstruct;
  apiFunctions: IConstruct[];
  /** The API functions' roles (siblings of the functions, not their children). */
  apiRoles: IConstruct[];
  /** Whether the stack attaches a web ACL (-c waf=true or -c webAclArn=...). */
  hasWaf: boolean;
  /** The live lists' WebSocket API (its functions are among apiFunctions). */
  liveApi: IConstruct;
}

const logicalIdOf = (construct: IConstruct) =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

/** Rule (or rule[finding]), the constructs it is accepted on, and the one-line reason. */
type Acknowledgement = [id: string, on: IConstruct[], reason: string];

/**
 * The cdk-nag AwsSolutions findings this stack accepts, each with its one-line reason; everything
 * else fails tests/infra/cdk-nag.test.ts. Acknowledged on the narrowest construct, by finding id
 * where the rule has several, so a new finding of the same rule elsewhere still fails.
 */
export const acknowledgeNagFindings = (parts: AcknowledgedParts): void => {
  const { distribution } = parts;
  // The web deployment's provider, written by CDK (one per stack): its role and runtime are CDK's.
  const provider = parts.stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  // S3 event notifications' handler, written by CDK (one per stack).
  const notifications = parts.stack.node.children.filter((child) =>
    child.node.id.startsWith('BucketNotificationsHandler'),
  );
  const transferRoles = parts.apiRoles.filter((role) =>
    /^(Transfers|ImportUpload)FunctionRole$/.test(role.node.id),
  );
  const copying =
    "CDK's BucketDeployment provider copies the web assets from CDK's asset bucket to the web bucket.";
  const acknowledgements: Acknowledgement[] = [
    [
      'AwsSolutions-S1',
      [parts.imageBucket, parts.webBucket],
      'Read only through CloudFront and the API, whose access logs record every request.',
    ],
    [
      'AwsSolutions-S1',
      [parts.transferBucket],
      'Holds a day of uploads and exports, reached only by signed addresses that the API hands out and logs.',
    ],
    ...['imports', 'exports'].map(
      (prefix): Acknowledgement => [
        `AwsSolutions-IAM5[Resource::<${logicalIdOf(parts.transferBucket)}.Arn>/${prefix}/*]`,
        transferRoles,
        `Keys under ${prefix}/ are made per user and job (UUIDs) at run time: no narrower ARN exists in advance.`,
      ],
    ),
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      notifications,
      "CDK's S3 bucket-notifications handler writes its logs with the basic execution policy.",
    ],
    ...Object.values(legacySecretIds).map(
      (logicalId): Acknowledgement => [
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${logicalId}-*]`,
        parts.apiRoles.filter((role) => role.node.id === 'SecretStoreFunctionRole'),
        'The secret this store replaced, read once to carry its value over: CloudFormation named it <logical id>-<random>, so no narrower ARN exists in advance.',
      ],
    ),
    [
      'AwsSolutions-APIG4',
      [parts.api],
      'Signed-in routes verify a jose access token in their function (tests/security/auth-matrix.test.ts); the rest are public by design.',
    ],
    [
      'AwsSolutions-APIG4',
      [parts.liveApi],
      '$connect verifies the access token (sent as a subprotocol) and its session in the function, as the HTTP API does (tests/integration/live.test.ts).',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${logicalIdOf(parts.liveApi)}>/live/*/@connections/*]`,
      parts.apiRoles.filter((role) => /^Live(Socket|Stream)FunctionRole$/.test(role.node.id)),
      "Connection ids are API Gateway's, made at run time: the live stage's @connections is the narrowest ARN.",
    ],
    [
      'AwsSolutions-L1',
      parts.apiFunctions,
      'Node.js 22 is a supported LTS Lambda runtime, the one the bundles target (architecture decision).',
    ],
    [
      `AwsSolutions-IAM5[Resource::<${logicalIdOf(parts.table)}.Arn>/index/*]`,
      parts.apiRoles,
      "The table's own global secondary indexes, which its queries read.",
    ],
    [
      `AwsSolutions-IAM5[Resource::<${logicalIdOf(parts.imageBucket)}.Arn>/images/*]`,
      parts.apiRoles,
      'Image keys are server-generated UUIDs under images/: no narrower ARN exists in advance.',
    ],
    [
      'AwsSolutions-CFR1',
      [distribution],
      'A household uses the app wherever it travels: no country is refused.',
    ],
    [
      'AwsSolutions-CFR3',
      [distribution],
      'The API stage writes access logs; standard logs of static files need an ACL-enabled log bucket.',
    ],
    [
      'AwsSolutions-CFR4',
      [distribution],
      'The default *.cloudfront.net certificate fixes the TLS minimum; a custom domain would set TLSv1.2_2021.',
    ],
    ...(parts.hasWaf
      ? []
      : [
          [
            'AwsSolutions-CFR2',
            [distribution],
            'WAF is on with -c waf=true; off by default: it costs more a month than the whole app.',
          ] as Acknowledgement,
        ]),
    ['AwsSolutions-L1', provider, "CDK's BucketDeployment provider: its runtime is chosen by aws-cdk-lib."],
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      provider,
      "CDK's BucketDeployment provider writes its logs with the basic execution policy.",
    ],
    ...[
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::*',
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      `Resource::<${logicalIdOf(parts.webBucket)}.Arn>/*`,
    ].map((finding): Acknowledgement => [`AwsSolutions-IAM5[${finding}]`, provider, copying]),
  ];
  for (const [id, constructs, reason] of acknowledgements)
    for (const construct of constructs) Validations.of(construct).acknowledge({ id, reason });
};
