import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { legacySecretIds } from '../../infra/constructs/secret-store';
import { synthesizeStack } from './support/synthesize';

const template = Template.fromStack(synthesizeStack());
const resourcesOfType = (stackTemplate: Template, type: string) =>
  Object.entries(stackTemplate.findResources(type));

const secretStore = (stackTemplate = template) => {
  const found = resourcesOfType(stackTemplate, 'Custom::SecretStore');
  expect(found).toHaveLength(1);
  return found[0] as [string, { Properties: Record<string, unknown> }];
};

describe('the secret store', () => {
  it('costs nothing at rest: no Secrets Manager secret, and no value in the template', () => {
    expect(resourcesOfType(template, 'AWS::SecretsManager::Secret')).toEqual([]);
    // CloudFormation parameters would put the values in the template; the custom resource writes them.
    expect(resourcesOfType(template, 'AWS::SSM::Parameter')).toEqual([]);
    expect(JSON.stringify(template.toJSON())).not.toContain('{{resolve:');
  });

  it("is made by the stack's generator function, which answers within five minutes", () => {
    const [, store] = secretStore();
    const [generatorId] =
      resourcesOfType(template, 'AWS::Lambda::Function').find(
        ([, fn]) => fn.Properties.Description === "Recipe planner: makes the stack's secrets at deploy time",
      ) ?? [];
    expect(store.Properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [generatorId, 'Arn'] },
      ServiceTimeout: '300',
      JwtParameterName: '/Test/jwt-secret',
      OriginParameterName: '/Test/origin-secret',
      LegacyJwtSecretId: legacySecretIds.jwt,
      LegacyOriginSecretId: legacySecretIds.origin,
      OriginSecretRotation: 'initial',
    });
  });

  it('draws a new origin secret only when asked (-c originSecretRotation=...)', () => {
    const rotated = Template.fromStack(synthesizeStack({ originSecretRotation: '2026-11-27' }));
    expect(secretStore(rotated)[1].Properties.OriginSecretRotation).toBe('2026-11-27');
  });

  it('names the JWT key parameter in the outputs, for the operator and create-admin', () => {
    expect(template.toJSON().Outputs.JwtSecretParameter).toEqual({ Value: '/Test/jwt-secret' });
  });

  it('knows the logical ids the replaced Secrets Manager secrets had, to carry their values over', () => {
    // The same constructs at the same paths as the release before: CDK derives the id from the path.
    const stack = new Stack(new App(), 'Before');
    const ids = {
      jwt: stack.getLogicalId(new Secret(stack, 'JwtSecret').node.defaultChild as never),
      origin: stack.getLogicalId(new Secret(stack, 'OriginVerifySecret').node.defaultChild as never),
    };
    expect(ids).toEqual(legacySecretIds);
  });
});
