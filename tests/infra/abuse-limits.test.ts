import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/routes';
import { routeThrottling } from '../../infra/stacks/route-throttling';
import { synthesizeStack } from './support/synthesize';

const template = Template.fromStack(synthesizeStack());
const resourcesOfType = (t: Template, type: string) => Object.entries(t.findResources(type));
const stage = () => {
  // The HTTP API's stage (the live lists' WebSocket stage has its own settings).
  const stages = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage').filter(
    ([, candidate]) => candidate.Properties.StageName === '$default',
  );
  expect(stages).toHaveLength(1);
  return (stages[0] as [string, { Properties: Record<string, any>; DependsOn?: string[] }])[1];
};
const routeKeys = routeEntries.map(([, route]) => `${route.method} ${route.path}`);

describe('per-route throttling in API Gateway', () => {
  it("caps the cost of the routes a flood would hammer, well above a community's peak (the limits per client are in the functions)", () => {
    const settings = stage().Properties.RouteSettings as Record<string, Record<string, number>>;
    for (const [key, floor] of Object.entries({
      'POST /api/users/login': 10,
      'POST /api/users/register': 5,
      'POST /api/users/refresh-token': 20,
      'GET /api/calendar/{feedFile}': 20,
    })) {
      expect(settings[key], key).toBeDefined();
      // A global limit this low would let one client's junk refuse every member again.
      expect(settings[key]?.ThrottlingRateLimit, key).toBeGreaterThanOrEqual(floor);
      expect(settings[key]?.ThrottlingBurstLimit, key).toBeGreaterThanOrEqual(2 * floor);
      expect(settings[key]?.ThrottlingRateLimit, key).toBeLessThanOrEqual(50);
    }
  });

  it('names only routes the API has (API Gateway refuses settings for a missing route), and the import route once it exists', () => {
    const settings = Object.keys(stage().Properties.RouteSettings);
    expect(settings.every((key) => routeKeys.includes(key))).toBe(true);
    expect(Object.keys(routeThrottling)).toContain('POST /api/recipes/import');
    expect(settings).toEqual(Object.keys(routeThrottling).filter((key) => routeKeys.includes(key)));
  });

  it('is created after the routes it names', () => {
    const routeIds = resourcesOfType(template, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => !String(route.Properties.RouteKey).startsWith('$'))
      .map(([id]) => id);
    expect(stage().DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

describe('limits per client', () => {
  /** The statements on the table that name the counters' partitions. */
  const counterGrants = () =>
    resourcesOfType(template, 'AWS::IAM::Policy')
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, any>[])
      .filter((statement) => JSON.stringify(statement.Condition ?? {}).includes('LIMIT#'));

  it("the functions of every route with limits may count in the counters' partitions, and only there", () => {
    const limited = [
      ...new Set(routeEntries.filter(([, route]) => route.limits).map(([, route]) => route.resource)),
    ];
    expect(limited.sort()).toEqual(['calendar', 'groups', 'imports', 'users']);
    const statements = counterGrants();
    expect(statements).toHaveLength(limited.length);
    for (const statement of statements)
      expect(statement.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(['LIMIT#*']);
  });
});

describe('API access logs', () => {
  it('go as JSON to a log group kept 30 days', () => {
    const { AccessLogSettings } = stage().Properties;
    const logGroupId = AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[logGroupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
    });
    const format = JSON.parse(AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
  });
});

describe('only through CloudFront', () => {
  it('CloudFront sends the origin secret to the API, and every function knows it', () => {
    const [storeId] = resourcesOfType(template, 'Custom::SecretStore')[0] ?? [];
    expect(storeId).toBeDefined();
    // Resolved at deploy time from the secret store's (NoEcho) attribute: no value in the template.
    const resolved = JSON.stringify({ 'Fn::GetAtt': [storeId, 'OriginSecret'] });
    const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]?.[1];
    const apiOrigins = distribution?.Properties.DistributionConfig.Origins.filter(
      (origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig,
    );
    expect(apiOrigins.length).toBeGreaterThan(0);
    for (const origin of apiOrigins) {
      const header = origin.OriginCustomHeaders.find(
        (candidate: { HeaderName: string }) => candidate.HeaderName === 'x-origin-verify',
      );
      expect(JSON.stringify(header.HeaderValue)).toBe(resolved);
    }
    const functions = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description).startsWith('Recipe planner API: '),
    );
    for (const [, fn] of functions) {
      const value = JSON.stringify(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET);
      expect(value, fn.Properties.Description).toBe(resolved);
    }
  });
});

describe('AWS WAF', () => {
  it('is off by default (its monthly cost exceeds a household bill)', () => {
    expect(resourcesOfType(template, 'AWS::WAFv2::WebACL')).toEqual([]);
  });

  it('comes with rate-based rules, attached to CloudFront, with -c waf=true', () => {
    const withWaf = Template.fromStack(synthesizeStack({ waf: 'true' }));
    const acls = resourcesOfType(withWaf, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0] as [string, { Properties: Record<string, any> }];
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties.Rules as { Statement: { RateBasedStatement?: { Limit: number } } }[];
    expect(rules.length).toBeGreaterThanOrEqual(2);
    for (const rule of rules) expect(rule.Statement.RateBasedStatement?.Limit).toBeGreaterThan(0);
    const distribution = resourcesOfType(withWaf, 'AWS::CloudFront::Distribution')[0]?.[1];
    expect(distribution?.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });
});
