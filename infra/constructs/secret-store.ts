import { ArnFormat, Aws, CustomResource, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { secretStoreHandlerEntry } from '#functions';
import { ApiFunction, type StoredSecret } from './api-function';

/**
 * The logical ids of the Secrets Manager secrets (`JwtSecret`, `OriginVerifySecret` at the stack's
 * root) that held the two values until this store replaced them. The generator copies their values
 * when it first runs in a stack that still has them, so an upgrade keeps every session; a new stack
 * has none and draws new values. Fixed strings: those constructs no longer exist to compute them from.
 */
export const legacySecretIds = { jwt: 'JwtSecretB8834B39', origin: 'OriginVerifySecret1DED2FB3' } as const;

export interface SecretStoreProps {
  /** Any new value draws a new origin secret on the next deploy (`-c originSecretRotation=...`). */
  originSecretRotation: string;
}

/**
 * The JWT signing key and the origin header value as Parameter Store SecureStrings (standard tier,
 * the AWS managed key aws/ssm): nothing to pay at rest, where Secrets Manager costs $0.40 a secret a
 * month. CloudFormation cannot create a SecureString, so a custom resource's function draws the
 * values at deploy time and stores them; they are never in the template. The origin secret comes
 * back as a NoEcho attribute for CloudFront's header and the functions' environment, and stays the
 * same across deployments until a rotation is asked for. The JWT key is read by the functions at run
 * time (current and previous version), and rotated by the operator with `put-parameter --overwrite`.
 */
export class SecretStore extends Construct {
  readonly jwtSecret: StoredSecret;
  readonly originSecret: StoredSecret;
  /** The origin secret's value, resolved at deploy time (a NoEcho custom resource attribute). */
  readonly originSecretValue: string;
  readonly generator: ApiFunction;

  constructor(scope: Construct, id: string, props: SecretStoreProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const parameter = (name: string): StoredSecret => ({
      name: `/${stack.stackName}/${name}`,
      arn: stack.formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: `${stack.stackName}/${name}`,
      }),
    });
    this.jwtSecret = parameter('jwt-secret');
    this.originSecret = parameter('origin-secret');

    this.generator = new ApiFunction(scope, 'SecretStoreFunction', {
      entry: secretStoreHandlerEntry(),
      description: "Recipe planner: makes the stack's secrets at deploy time",
      timeoutSeconds: 60,
    });
    const allow = (actions: string[], resources: string[]) =>
      this.generator.addToRolePolicy(new PolicyStatement({ actions, resources }));
    // Reads to keep what exists, writes what is missing, deletes both with the stack.
    allow(
      ['ssm:GetParameter', 'ssm:PutParameter', 'ssm:DeleteParameters'],
      [this.jwtSecret.arn, this.originSecret.arn],
    );
    // Finds this stack's old secrets by logical id, then reads them: the names CloudFormation gave
    // them are `<logical id>-<random>`, so the ARN pattern is as narrow as it can be in advance.
    allow(['cloudformation:DescribeStackResource'], [Aws.STACK_ID]);
    allow(
      ['secretsmanager:GetSecretValue'],
      Object.values(legacySecretIds).map((logicalId) =>
        stack.formatArn({
          service: 'secretsmanager',
          resource: 'secret',
          resourceName: `${logicalId}-*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ),
    );

    const secrets = new CustomResource(this, 'Secrets', {
      serviceToken: this.generator.functionArn,
      resourceType: 'Custom::SecretStore',
      // A failure is answered at once; this only bounds a lost answer (CloudFormation's default is an hour).
      serviceTimeout: Duration.minutes(5),
      properties: {
        JwtParameterName: this.jwtSecret.name,
        OriginParameterName: this.originSecret.name,
        LegacyJwtSecretId: legacySecretIds.jwt,
        LegacyOriginSecretId: legacySecretIds.origin,
        OriginSecretRotation: props.originSecretRotation,
      },
    });
    this.originSecretValue = secrets.getAttString('OriginSecret');
  }
}
