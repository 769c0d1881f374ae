import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type ImageAccess, sessionCheckAccess, type TableAccess } from '../stacks/function-access';
import { serverMessagesBundling } from './server-messages';
import { sharpArchitecture, sharpBundling } from './sharp-bundling';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where images live in the bucket (see functions/files/image-store.ts); no function needs more. */
const imageKeyPattern = 'images/*';

/** Object actions per image access: HeadObject is allowed by s3:GetObject. */
const imageActions: Record<ImageAccess, string[]> = {
  RW: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  READ_DELETE: ['s3:GetObject', 's3:DeleteObject'],
  READ: ['s3:GetObject'],
};

/** A SecureString parameter the stack owns: its name (for the code) and ARN (for IAM). */
export interface StoredSecret {
  name: string;
  arn: string;
}

export interface ApiFunctionProps {
  /** Absolute path of the handler module (see functions/handler-entries.ts). */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  /**
   * The function decodes and encodes images with sharp: it gets sharp's native binary in its bundle
   * (x86_64, see sharp-bundling.ts) and 1024 MB, for the memory a decoded photo takes and the CPU
   * that comes with it.
   */
  imageProcessing?: boolean;
  /** 10 s unless the function waits on something slower (a third-party web page, an export). */
  timeoutSeconds?: number;
}

/**
 * A Lambda for one API resource, with the defaults every API function shares pinned in one place.
 * 512 MB: Lambda allots CPU in proportion to memory, and the users function runs scrypt (N=2^17, 128 MiB
 * of working memory) on every login; at 512 MB it has the headroom and a third of a vCPU, at a cost per
 * request that stays small because the requests are short.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    // Created here rather than implicitly by Lambda, so its retention is set and it leaves with the stack.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role, allowed to write to its own log group and nothing else until a bind method
    // grants more (not the AWSLambdaBasicExecutionRole managed policy, which allows every log group).
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description}: its own log group and what the stack grants it`,
    });
    logGroup.grant(role, 'logs:CreateLogStream', 'logs:PutLogEvents');
    const sharp = props.imageProcessing ? sharpBundling(repoRoot) : undefined;
    super(scope, id, {
      role,
      logGroup,
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.imageProcessing ? sharpArchitecture : Architecture.ARM_64,
      memorySize: props.imageProcessing ? 1024 : 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'recipe-planner',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      bundling: {
        forceDockerBundling: false,
        tsconfig: `${repoRoot}tsconfig.json`,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // Stack traces need the mappings, not the sources; leaving them out halves the .map file.
        sourcesContent: false,
        // Some CommonJS dependencies call require() for Node built-ins, which an ES module lacks.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        // The Node.js 22 runtime ships AWS SDK v3.
        externalModules: sharp?.externalModules ?? ['@aws-sdk/*'],
        ...serverMessagesBundling(sharp?.commandHooks),
      },
    });
  }

  /**
   * Grants these actions on the table and its indexes, in these partitions only (`dynamodb:LeadingKeys`:
   * the partition key of each item, or of the index a Query reads), and tells the code the table's
   * name, so neither can be forgotten.
   */
  bindTable(table: ITableV2, access: TableAccess): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: access.actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn, `${table.tableArn}/index/*`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...access.partitions] } },
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /** Grants access to the images in the bucket and tells the code its name. */
  bindImageBucket(bucket: IBucket, access: ImageAccess): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: imageActions[access],
        resources: [bucket.arnForObjects(imageKeyPattern)],
      }),
    );
    // Listing is what makes S3 answer NoSuchKey (our 404) for a missing image rather than AccessDenied.
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addEnvironment('IMAGE_BUCKET', bucket.bucketName);
  }

  /**
   * Lets a function that checks access tokens but has no other use for the table read whether a
   * session still lives: GetItem of the session's state attributes in user partitions, nothing else
   * (DynamoDB fine-grained access control; DynamoDB Local does not evaluate it).
   */
  bindSessionCheck(table: ITableV2): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: sessionCheckAccess.actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...(sessionCheckAccess.attributes ?? [])] },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...sessionCheckAccess.partitions] },
        },
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * Keeps `count` concurrent executions for this function alone, which also caps it there: a flood
   * of its work cannot take the concurrency every other function of the account shares. 0 reserves
   * nothing (a new account's limit may leave no room for a reservation).
   */
  reserveConcurrency(count: number): void {
    if (count > 0) (this.node.defaultChild as CfnFunction).reservedConcurrentExecutions = count;
  }

  /**
   * Lets the function read the JWT signing key, a SecureString parameter (any version: `name:N-1` is
   * the previous key after a rotation), and tells the code its name. The AWS managed key aws/ssm
   * decrypts for any role of the account that may read the parameter, so no KMS grant is needed.
   */
  bindJwtSecret(secret: StoredSecret): void {
    this.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [secret.arn] }));
    this.addEnvironment('JWT_SECRET_PARAMETER', secret.name);
  }

  /**
   * Lets the function send mail through SES from `sender` (an address, or `Name <address>`), and
   * tells the code who that is. SES checks the From address's identity: the address itself or its
   * domain, whichever the deployer verified; the condition holds either to this one address.
   */
  bindMailSender(sender: string): void {
    const address = mailAddressOf(sender);
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const identity = (name: string) =>
      Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identity(address), identity(domain)],
        conditions: { StringEquals: { 'ses:FromAddress': address } },
      }),
    );
    this.addEnvironment('MAIL_FROM', sender);
  }
}

/** The address of a sender written `recipes@example.com` or `Recipe Planner <recipes@example.com>`. */
export const mailAddressOf = (sender: string): string => {
  const address = (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim().toLowerCase();
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address))
    throw new Error(`mailFrom must be an email address (recipes@example.com), not "${sender}"`);
  return address;
};
