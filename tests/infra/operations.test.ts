import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RecipePlannerStack } from '../../infra/stacks/recipe-planner-stack';

const synthesize = (context: Record<string, unknown> = {}) => {
  const webAssetPath = mkdtempSync(join(tmpdir(), 'recipe-planner-web-'));
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><div id="root"></div>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  return Template.fromStack(new RecipePlannerStack(app, 'Ops', { webAssetPath }));
};

const alarmsOf = (template: Template) =>
  Object.values(template.findResources('AWS::CloudWatch::Alarm')) as { Properties: Record<string, any> }[];

describe('operations', () => {
  const template = synthesize();

  it('alarms on API 5xx and on the errors and throttles of every function with three alarms, into one topic', () => {
    const alarms = alarmsOf(template);
    // Billed per metric read: three alarms of one metric each, whatever the number of functions.
    const metrics = alarms.map((alarm) => ({
      metric: `${alarm.Properties.Namespace}/${alarm.Properties.MetricName}`,
      dimensions: alarm.Properties.Dimensions?.length ?? 0,
      queries: alarm.Properties.Metrics?.length ?? 0,
    }));
    expect(metrics).toEqual([
      { metric: 'AWS/ApiGateway/5xx', dimensions: 1, queries: 0 },
      { metric: 'AWS/Lambda/Errors', dimensions: 0, queries: 0 },
      { metric: 'AWS/Lambda/Throttles', dimensions: 0, queries: 0 },
    ]);
    expect(template.findResources('AWS::CloudWatch::CompositeAlarm')).toEqual({});
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'));
    expect(topic).toHaveLength(1);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic[0] }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('attaches a WAF web ACL to the distribution only when one is configured', () => {
    const arn = 'arn:aws:wafv2:us-east-1:111122223333:global/webacl/rate-limit/abc';
    synthesize({ webAclArn: arn }).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: arn },
    });
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }[];
    expect(distribution?.Properties.DistributionConfig.WebACLId).toBeUndefined();
  });

  it('subscribes an email to the alarms when one is configured', () => {
    synthesize({ alarmEmail: 'ops@example.com' }).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    expect(Object.keys(template.findResources('AWS::SNS::Subscription'))).toHaveLength(0);
  });
});
