import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { handlerEntry, tableDefinition, unrotatedOriginSecret, uploadHandlerEntry } from '#functions';
import { resources, routeEntries } from '#shared/routes';
import { importRunSeconds, importWaitMinutes } from '#shared/transfers/import-limits';
import { AccountCleanup } from '../constructs/account-cleanup';
import { ApiFunction } from '../constructs/api-function';
import { LiveUpdates, liveStageName } from '../constructs/live-updates';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { RateLimitWaf } from '../constructs/rate-limit-waf';
import { SecretStore } from '../constructs/secret-store';
import { WebDistribution } from '../constructs/web-distribution';
import {
  clientLimitAccess,
  functionAccess,
  limitedResources,
  otherFunctionTableAccess,
} from './function-access';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { routeThrottling } from './route-throttling';

export interface RecipePlannerStackProps extends StackProps {
  /** Directory holding the built web app. */
  webAssetPath: string;
}

/** What each access-log line records: who called which route, the answer, and why it failed. */
const accessLogFormat = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  userAgent: '$context.identity.userAgent',
  integrationError: '$context.integrationErrorMessage',
};

/** The routes' own limits (route-throttling.ts) and access logs, on the stage (set after the routes exist). */
const limitRoutesAndLogAccess = (scope: Construct, stage: HttpStage, apiRoutes: HttpRoute[]) => {
  const accessLogs = new LogGroup(scope, 'ApiAccessLogs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const routeKeys = new Set(routeEntries.map(([, route]) => `${route.method} ${route.path}`));
  const cfnStage = stage.node.defaultChild as CfnStage;
  // RouteSettings is raw JSON in CloudFormation: its keys are CloudFormation's own (PascalCase).
  cfnStage.routeSettings = Object.fromEntries(
    Object.entries(routeThrottling)
      .filter(([key]) => routeKeys.has(key))
      .map(([key, limit]) => [
        key,
        { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
      ]),
  );
  cfnStage.accessLogSettings = {
    destinationArn: accessLogs.logGroupArn,
    format: JSON.stringify(accessLogFormat),
  };
  for (const route of apiRoutes) stage.node.addDependency(route);
};

/**
 * Moving recipes in and out: the browser puts an import file straight into the transfer bucket
 * with a signed address (no 6 MB API limit), which starts the upload function; exports wait there
 * to be downloaded. Nothing stays longer than a day.
 */
const addTransfers = (
  scope: Construct,
  {
    api,
    table,
    imageBucket,
    uploadConcurrency,
  }: { api: ApiFunction | undefined; table: TableV2; imageBucket: Bucket; uploadConcurrency: number },
) => {
  if (!api) throw new Error('The transfers resource has no function');
  const bucket = new Bucket(scope, 'TransferBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Signed addresses are the credential; the app's origin is not known to the bucket here (it is
    // CloudFront's, made after the bucket), so any origin may use them.
    cors: [
      { allowedMethods: [HttpMethods.PUT, HttpMethods.GET], allowedOrigins: ['*'], allowedHeaders: ['*'] },
    ],
    lifecycleRules: [
      {
        id: 'ExpireTransfers',
        expiration: Duration.days(1),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
    ],
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const allow = (fn: ApiFunction, actions: string[], keys: string) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(keys)] }));
  api.addEnvironment('TRANSFER_BUCKET', bucket.bucketName);
  // Signs the upload addresses (a signature carries its signer's rights) and writes and signs exports.
  allow(api, ['s3:PutObject'], 'imports/*');
  allow(api, ['s3:GetObject', 's3:PutObject'], 'exports/*');

  const upload = new ApiFunction(scope, 'ImportUploadFunction', {
    entry: uploadHandlerEntry(),
    description: 'Recipe planner: reads an uploaded file of recipes',
    environment: { TRANSFER_BUCKET: bucket.bucketName },
    imageProcessing: true,
    // A run stops adding recipes after its time budget (importTimeBudgetSeconds); this leaves it
    // time to finish the recipe under way and save where it stopped.
    timeoutSeconds: importRunSeconds,
  });
  // A few uploads at once must not take the concurrency every API function shares.
  upload.reserveConcurrency(uploadConcurrency);
  // A throttled event waits no longer than its job lives (a later run would find it expired); a
  // failed run is not tried again: its job has failed and says why.
  upload.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(importWaitMinutes) });
  upload.bindTable(table, otherFunctionTableAccess.upload);
  upload.bindImageBucket(imageBucket, 'RW');
  allow(upload, ['s3:GetObject', 's3:DeleteObject'], 'imports/*');
  bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(upload), {
    prefix: 'imports/',
  });
  return { bucket, upload };
};

/** A count from CDK context (`-c name=3`), or the fallback; anything but a whole number from 0 is refused. */
const contextCount = (scope: Construct, name: string, fallback: number): number => {
  const value = scope.node.tryGetContext(name) ?? fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`-c ${name}=${value}: a whole number from 0 (0: no reservation) is needed`);
  return count;
};

const string = (name: string) => ({ name, type: AttributeType.STRING });
const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export class RecipePlannerStack extends Stack {
  constructor(scope: Construct, id: string, props: RecipePlannerStackProps) {
    super(scope, id, props);

    // Data outlives the stack: retained on delete and protected against deletion by anyone.
    const table = new TableV2(this, 'Table', {
      partitionKey: string(tableDefinition.partitionKey),
      sortKey: string(tableDefinition.sortKey),
      globalSecondaryIndexes: Object.entries(tableDefinition.indexes).map(([indexName, index]) => ({
        indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
      })),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Every change, before and after, for live shopping lists (infra/constructs/live-updates.ts).
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const imageBucket = new Bucket(this, 'ImageBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      // Versioning guards against a mistaken delete for a while; a deleted image (and the uploader's
      // photo in it) must not live on for ever in old versions.
      lifecycleRules: [
        {
          id: 'ExpireDeletedImages',
          noncurrentVersionExpiration: Duration.days(30),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The JWT signing key and the origin secret, made at deploy time (infra/constructs/secret-store.ts).
    const secrets = new SecretStore(this, 'SecretStore', {
      originSecretRotation: String(this.node.tryGetContext('originSecretRotation') ?? unrotatedOriginSecret),
    });
    const jwtSecret = secrets.jwtSecret;

    // Throttling at the stage caps what a runaway client or a scripted attack can cost in Lambda and
    // DynamoDB spend; the limits sit far above what a household meal planner needs.
    const api = new HttpApi(this, 'Api', { description: 'Recipe planner API', createDefaultStage: false });
    const stage = api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });

    // Shared by CloudFront (which sends it) and the functions (which check it), resolved at deploy
    // time from the secret store's NoEcho attribute, never written into the template.
    const originSecretValue = secrets.originSecretValue;

    const mailFrom: string | undefined = this.node.tryGetContext('mailFrom') || undefined;
    const functions: Record<string, ApiFunction> = {};
    const apiRoutes: HttpRoute[] = [];
    for (const resource of resources) {
      const access = functionAccess[resource];
      const fn = new ApiFunction(this, `${pascalCase(resource)}Function`, {
        entry: handlerEntry(resource),
        description: `Recipe planner API: ${resource}`,
        imageProcessing: access.imageProcessing,
        timeoutSeconds: access.timeoutSeconds,
      });
      if (access.table) fn.bindTable(table, access.table);
      if (access.images) fn.bindImageBucket(imageBucket, access.images);
      if (access.jwtSecret) fn.bindJwtSecret(jwtSecret);
      // Every signed-in request checks that the token's session still lives (session-check.ts).
      if (access.jwtSecret && !access.table) fn.bindSessionCheck(table);
      // Routes with limits per client count requests in the table (shared/http/client-limits.ts).
      if (limitedResources.has(resource)) fn.bindTable(table, clientLimitAccess);
      // With no sender named (`-c mailFrom=…`), no SES permission: the app says to ask an administrator.
      if (access.sendsMail && mailFrom) fn.bindMailSender(mailFrom);
      fn.addEnvironment('ORIGIN_VERIFY_SECRET', originSecretValue);
      functions[pascalCase(resource)] = fn;

      const integration = new HttpLambdaIntegration(`${pascalCase(resource)}Integration`, fn);
      for (const [, route] of routeEntries.filter(([, candidate]) => candidate.resource === resource)) {
        apiRoutes.push(
          ...api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration }),
        );
      }
    }

    limitRoutesAndLogAccess(this, stage, apiRoutes);
    // The page importer waits on strangers' sites: a few at once, never the whole account's concurrency.
    functions.Imports?.reserveConcurrency(contextCount(this, 'importConcurrency', 5));
    const transfers = addTransfers(this, {
      api: functions.Transfers,
      table,
      imageBucket,
      uploadConcurrency: contextCount(this, 'uploadConcurrency', 2),
    });

    const live = new LiveUpdates(this, 'Live', { table, jwtSecret, originSecret: originSecretValue });
    const accountCleanup = new AccountCleanup(this, 'AccountCleanup', { table, imageBucket });

    const waf = this.node.tryGetContext('waf') === 'true' ? new RateLimitWaf(this, 'Waf') : undefined;
    const web = new WebDistribution(this, 'Web', {
      webAssetPath: props.webAssetPath,
      api,
      webAclArn: waf?.webAcl.attrArn ?? this.node.tryGetContext('webAclArn'),
      originSecret: originSecretValue,
      live: { apiId: live.api.apiId, stageName: liveStageName },
      directOrigins: [`https://${transfers.bucket.bucketRegionalDomainName}`],
    });
    const siteUrl = `https://${web.distribution.distributionDomainName}`;
    // Set once the distribution exists: the functions come first, as its API origin is theirs.
    for (const resource of resources)
      if (functionAccess[resource].webOrigin)
        functions[pascalCase(resource)]?.addEnvironment('WEB_ORIGIN', siteUrl);

    const allFunctions = [
      ...Object.values(functions),
      transfers.upload,
      live.socketFunction,
      live.streamFunction,
      accountCleanup.function,
      secrets.generator,
    ];
    acknowledgeNagFindings({
      stack: this,
      table,
      imageBucket,
      transferBucket: transfers.bucket,
      uploadFunction: transfers.upload,
      webBucket: web.bucket,
      distribution: web.distribution,
      api,
      apiFunctions: allFunctions,
      apiRoles: allFunctions.flatMap((fn) => (fn.role ? [fn.role] : [])),
      liveApi: live.api,
      hasWaf: Boolean(waf ?? this.node.tryGetContext('webAclArn')),
    });

    const alarms = new OperationsAlarms(this, 'Operations', {
      api,
      alarmEmail: this.node.tryGetContext('alarmEmail'),
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: stage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'ImageBucketName', { value: imageBucket.bucketName });
    new CfnOutput(this, 'TransferBucketName', { value: transfers.bucket.bucketName });
    new CfnOutput(this, 'JwtSecretParameter', { value: jwtSecret.name });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
  }
}
