import { randomBytes } from 'node:crypto';
import { CloudFormationClient, DescribeStackResourceCommand } from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  DeleteParametersCommand,
  GetParameterCommand,
  ParameterNotFound,
  ParameterTier,
  ParameterType,
  PutParameterCommand,
  SSMClient,
} from '@aws-sdk/client-ssm';
import type { SecretStoreEffects } from './provision-secrets';

const ssm = new SSMClient({});
const cloudFormation = new CloudFormationClient({});
const secretsManager = new SecretsManagerClient({});

/** CloudFormation's answer when the stack has no resource with that logical id. */
const isMissingResource = (error: unknown) =>
  error instanceof Error && error.name === 'ValidationError' && /does not exist/i.test(error.message);

/** The effects of provisioning in AWS, for the stack that sent the request. */
export const parameterStoreEffects = (stackId: string): SecretStoreEffects => ({
  readParameter: async (name) => {
    try {
      const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
      return Parameter?.Value;
    } catch (error) {
      if (error instanceof ParameterNotFound) return undefined;
      throw error;
    }
  },
  writeParameter: async (name, value, overwrite) => {
    await ssm.send(
      new PutParameterCommand({
        Name: name,
        Value: value,
        Type: ParameterType.SECURE_STRING, // with the account's AWS managed key, aws/ssm: no key to pay for
        Tier: ParameterTier.STANDARD, // free; named so an account whose default tier is Advanced pays nothing either
        Overwrite: overwrite,
        Description: 'Recipe planner: made by the stack at deploy time (docs/operations.md)',
      }),
    );
  },
  deleteParameters: async (names) => {
    await ssm.send(new DeleteParametersCommand({ Names: names }));
  },
  readLegacySecret: async (logicalId) => {
    let secretArn: string | undefined;
    try {
      const { StackResourceDetail } = await cloudFormation.send(
        new DescribeStackResourceCommand({ StackName: stackId, LogicalResourceId: logicalId }),
      );
      secretArn = StackResourceDetail?.PhysicalResourceId;
    } catch (error) {
      if (isMissingResource(error)) return undefined;
      throw error;
    }
    if (!secretArn) return undefined;
    const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: secretArn }));
    return SecretString;
  },
  // 384 random bits; base64url is safe in an HTTP header and in a shell argument.
  randomSecret: () => randomBytes(48).toString('base64url'),
});
