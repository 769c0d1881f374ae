import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { handlerEntry, tableDefinition, uploadHandlerEntry } from '#functions';
import type { Resource } from '#shared/http/define-route';
import { resources, routeEntries } from '#shared/routes';
import { ApiFunction, type ImageBucketAccess, type TableAccess } from '../constructs/api-function';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { WebDistribution } from '../constructs/web-distribution';

export interface RecipePlannerStackProps extends StackProps {
  /** Directory holding the built web app. */
  webAssetPath: string;
}

/** Resources whose function only reads the table, or never touches it; every other one reads and writes. */
const tableAccess: Partial<Record<Resource, TableAccess>> = { openapi: 'RO', imports: 'NONE' };
/**
 * Functions that wait on others: import fetches a page from a third-party site (10 s at most, see
 * functions/lib/safe-fetch.ts) and then reads it, so it gets room beyond the fetch's own deadline.
 */
const timeoutSeconds: Partial<Record<Resource, number>> = { imports: 15, transfers: 29 };
/**
 * The only resources that touch images: files stores and serves them; recipes reads who uploaded an
 * image (a recipe may only show its creator's uploads) and deletes a recipe's image with it.
 */
const imageBucketAccess: Partial<Record<Resource, ImageBucketAccess>> = {
  files: 'RW',
  recipes: 'READ_DELETE',
  transfers: 'READ',
};
/** The one function with sharp in its bundle. */
const imageProcessing: Resource = 'files';

const string = (name: string) => ({ name, type: AttributeType.STRING });
const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export class RecipePlannerStack extends Stack {
  private transferBucket!: Bucket;

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

    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'HS256 signing key for access tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    // Throttling at the stage caps what a runaway client or a scripted attack can cost in Lambda and
    // DynamoDB spend; the limits sit far above what a household meal planner needs.
    const api = new HttpApi(this, 'Api', { description: 'Recipe planner API', createDefaultStage: false });
    const stage = api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });

    const functions: Record<string, ApiFunction> = {};
    for (const resource of resources) {
      const fn = new ApiFunction(this, `${pascalCase(resource)}Function`, {
        entry: handlerEntry(resource),
        description: `Recipe planner API: ${resource}`,
        environment: { JWT_SECRET_ARN: jwtSecret.secretArn },
        imageProcessing: resource === imageProcessing,
        timeoutSeconds: timeoutSeconds[resource],
      });
      fn.bindTable(table, tableAccess[resource] ?? 'RW');
      const imageAccess = imageBucketAccess[resource];
      if (imageAccess) fn.bindImageBucket(imageBucket, imageAccess);
      jwtSecret.grantRead(fn);
      functions[pascalCase(resource)] = fn;

      const integration = new HttpLambdaIntegration(`${pascalCase(resource)}Integration`, fn);
      for (const [, route] of routeEntries.filter(([, candidate]) => candidate.resource === resource)) {
        api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      }
    }

    this.addTransfers(functions.Transfers, { table, imageBucket });
    const web = new WebDistribution(this, 'Web', {
      webAssetPath: props.webAssetPath,
      api,
      webAclArn: this.node.tryGetContext('webAclArn'),
      directOrigins: [`https://${this.transferBucket.bucketRegionalDomainName}`],
    });

    const alarms = new OperationsAlarms(this, 'Operations', {
      api,
      functions,
      alarmEmail: this.node.tryGetContext('alarmEmail'),
    });

    new CfnOutput(this, 'TransferBucketName', { value: this.transferBucket.bucketName });
    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: stage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'ImageBucketName', { value: imageBucket.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
  }

  /**
   * Moving recipes in and out: the browser puts an import file straight into the transfer bucket
   * with a signed address (no 6 MB API limit), which starts the upload function; exports wait there
   * to be downloaded. Nothing stays longer than a day.
   */
  private addTransfers(
    api: ApiFunction | undefined,
    { table, imageBucket }: { table: TableV2; imageBucket: Bucket },
  ) {
    if (!api) throw new Error('The transfers resource has no function');
    this.transferBucket = new Bucket(this, 'TransferBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Signed addresses are the credential; the app's origin is not known to the bucket here (it
      // is CloudFront's, made after the bucket), so any origin may use them.
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
    api.addEnvironment('TRANSFER_BUCKET', this.transferBucket.bucketName);
    this.transferBucket.grantPut(api, 'imports/*');
    this.transferBucket.grantReadWrite(api, 'exports/*');

    const upload = new ApiFunction(this, 'ImportUploadFunction', {
      entry: uploadHandlerEntry(),
      description: 'Recipe planner: reads an uploaded file of recipes',
      environment: { TRANSFER_BUCKET: this.transferBucket.bucketName },
      imageProcessing: true,
      // A collection of a few hundred recipes with photos takes a minute or two.
      timeoutSeconds: 600,
    });
    upload.bindTable(table, 'RW');
    upload.bindImageBucket(imageBucket, 'RW');
    this.transferBucket.grantRead(upload, 'imports/*');
    this.transferBucket.grantDelete(upload, 'imports/*');
    this.transferBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(upload), {
      prefix: 'imports/',
    });
  }
}
