import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { sharpArchitecture, sharpBundling } from './sharp-bundling';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `NONE`: the function never touches the table (and is not told its name). */
export type TableAccess = 'NONE' | 'RO' | 'RW';
/**
 * `RW`: store, read and delete images; `READ_DELETE`: read and delete them (a recipe's image goes
 * with the recipe); `READ`: only read them (an export packs them).
 */
export type ImageBucketAccess = 'RW' | 'READ_DELETE' | 'READ';

/** Where images live in the bucket (see functions/files/image-store.ts); no function needs more. */
const imageKeyPattern = 'images/*';

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
  /** 10 s unless the function waits on something slower (a third-party web page). */
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
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.imageProcessing ? sharpArchitecture : Architecture.ARM_64,
      memorySize: props.imageProcessing ? 1024 : 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      // Created here rather than implicitly by Lambda, so its retention is set and it leaves with the stack.
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
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
        externalModules: ['@aws-sdk/*'],
        ...(props.imageProcessing ? sharpBundling(repoRoot) : {}),
      },
    });
  }

  /** Grants access to the table and tells the code its name, so neither can be forgotten. */
  bindTable(table: ITableV2, access: TableAccess): void {
    if (access === 'NONE') return;
    if (access === 'RW') table.grantReadWriteData(this);
    else table.grantReadData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /** Grants access to the images in the bucket and tells the code its name. */
  bindImageBucket(bucket: IBucket, access: ImageBucketAccess): void {
    if (access === 'RW') {
      bucket.grantReadWrite(this, imageKeyPattern);
    } else {
      bucket.grantRead(this, imageKeyPattern);
      if (access === 'READ_DELETE') bucket.grantDelete(this, imageKeyPattern);
    }
    this.addEnvironment('IMAGE_BUCKET', bucket.bucketName);
  }
}
