import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { mailAddressOf } from '../../infra/constructs/api-function';
import { synthesizeStack } from './support/synthesize';

const functionsOf = (template: Template) => Object.entries(template.findResources('AWS::Lambda::Function'));

/** Every IAM statement naming an SES action, with the description of the function whose role holds it. */
const sesStatementsOf = (template: Template) => {
  const roleToFunction = new Map(
    functionsOf(template).map(([, fn]) => [fn.Properties.Role['Fn::GetAtt'][0], fn.Properties.Description]),
  );
  return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:')))
      .map((statement) => ({
        functions: policy.Properties.Roles.map((role: { Ref: string }) => roleToFunction.get(role.Ref)),
        statement,
      })),
  );
};

const mailFromOf = (template: Template) =>
  functionsOf(template)
    .filter(([, fn]) => fn.Properties.Environment?.Variables?.MAIL_FROM)
    .map(([, fn]) => [fn.Properties.Description, fn.Properties.Environment.Variables.MAIL_FROM]);

const identity = (name: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':ses:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:identity/${name}`,
    ],
  ],
});

describe('mail in AWS (issue 25)', () => {
  it('without -c mailFrom: no function may send mail, and none is told a sender (mail is off)', () => {
    const template = Template.fromStack(synthesizeStack());
    expect(sesStatementsOf(template)).toEqual([]);
    expect(mailFromOf(template)).toEqual([]);
  });

  it('with -c mailFrom: the users function alone sends, from that address only, through its identity', () => {
    const template = Template.fromStack(
      synthesizeStack({ mailFrom: 'Recipe Planner <Recipes@Example.com>' }),
    );
    expect(mailFromOf(template)).toEqual([
      ['Recipe planner API: users', 'Recipe Planner <Recipes@Example.com>'],
    ]);
    expect(sesStatementsOf(template)).toEqual([
      {
        functions: ['Recipe planner API: users'],
        statement: {
          Effect: 'Allow',
          Action: ['ses:SendEmail', 'ses:SendRawEmail'],
          Resource: [identity('recipes@example.com'), identity('example.com')],
          Condition: { StringEquals: { 'ses:FromAddress': 'recipes@example.com' } },
        },
      },
    ]);
  });

  it('refuses a sender that is not an email address at synth', () => {
    expect(mailAddressOf('recipes@example.com')).toBe('recipes@example.com');
    expect(() => mailAddressOf('recipes')).toThrow(/mailFrom must be an email address/);
    expect(() => synthesizeStack({ mailFrom: 'not an address' })).toThrow(/mailFrom/);
  });
});
