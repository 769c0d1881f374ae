import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  importRunSeconds,
  importTimeBudgetSeconds,
  importWaitMinutes,
} from '#shared/transfers/import-limits';
import { synthesizeStack } from './support/synthesize';

type Resources = Record<string, { Properties: Record<string, any> }>;

const uploadDescription = 'Recipe planner: reads an uploaded file of recipes';
const importsDescription = 'Recipe planner API: imports';

/** Each function's reserved concurrency by description (none: absent). */
const reservations = (template: Template) =>
  Object.fromEntries(
    Object.values(template.findResources('AWS::Lambda::Function') as Resources).flatMap((fn) =>
      fn.Properties.ReservedConcurrentExecutions === undefined
        ? []
        : [[fn.Properties.Description, fn.Properties.ReservedConcurrentExecutions]],
    ),
  );

const functionNamed = (template: Template, description: string) => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function') as Resources).find(
    ([, fn]) => fn.Properties.Description === description,
  );
  if (!found) throw new Error(`no function ${description}`);
  return { id: found[0], properties: found[1].Properties };
};

describe('the import functions in AWS (issue 24)', () => {
  const template = Template.fromStack(synthesizeStack());

  it('reserve a little concurrency each, by default: the page importer 5, the upload function 2, no other function any', () => {
    expect(reservations(template)).toEqual({ [importsDescription]: 5, [uploadDescription]: 2 });
  });

  it('time out soon: the page importer after 15 s, the upload function a minute after its time budget', () => {
    expect(functionNamed(template, importsDescription).properties.Timeout).toBe(15);
    expect(functionNamed(template, uploadDescription).properties.Timeout).toBe(importRunSeconds);
    expect(importRunSeconds - importTimeBudgetSeconds).toBe(60);
    expect(importRunSeconds).toBe(300);
  });

  it('drop a throttled upload event once its job has expired, and never run a failed one again', () => {
    const upload = functionNamed(template, uploadDescription);
    const configs = Object.values(template.findResources('AWS::Lambda::EventInvokeConfig') as Resources);
    expect(configs.map(({ Properties }) => Properties)).toEqual([
      {
        FunctionName: { Ref: upload.id },
        Qualifier: '$LATEST',
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: importWaitMinutes * 60,
      },
    ]);
  });

  it('take their reservations from CDK context, 0 meaning none (a new account may have no room for one)', () => {
    const none = Template.fromStack(synthesizeStack({ importConcurrency: '0', uploadConcurrency: 0 }));
    expect(reservations(none)).toEqual({});
    const more = Template.fromStack(synthesizeStack({ importConcurrency: '10', uploadConcurrency: '3' }));
    expect(reservations(more)).toEqual({ [importsDescription]: 10, [uploadDescription]: 3 });
    expect(() => synthesizeStack({ uploadConcurrency: '-1' })).toThrow(
      '-c uploadConcurrency=-1: a whole number from 0 (0: no reservation) is needed',
    );
    expect(() => synthesizeStack({ importConcurrency: 'many' })).toThrow(/-c importConcurrency=many/);
  });
});
