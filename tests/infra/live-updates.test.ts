import { runInNewContext } from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { liveRewriteCode } from '../../infra/constructs/web-distribution';
import { synthesizeStack } from './support/synthesize';

const template = Template.fromStack(synthesizeStack());
const resources = (type: string, props: object = {}) =>
  Object.entries(template.findResources(type, { Properties: props })) as [
    string,
    { Properties: Record<string, any> },
  ][];
const onlyOne = (type: string, props: object = {}) => {
  const found = resources(type, props);
  expect(found).toHaveLength(1);
  return found[0] as [string, { Properties: Record<string, any> }];
};

const liveFunction = (description: string) =>
  onlyOne('AWS::Lambda::Function', { Description: `Recipe planner live lists: ${description}` });
const socketFunction = () => liveFunction('connect, subscribe, disconnect');
const streamFunction = () => liveFunction('table changes to the screens');
const webSocketApi = () => onlyOne('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });

describe('live shopping lists in AWS', () => {
  it("turns on the table's stream with each change's before and after", () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('serves a WebSocket API whose $connect, $disconnect and $default go to the socket function, no authorizer', () => {
    const [apiId] = webSocketApi();
    const [fnId] = socketFunction();
    const routes = resources('AWS::ApiGatewayV2::Route', { ApiId: { Ref: apiId } });
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual([
      '$connect',
      '$default',
      '$disconnect',
    ]);
    for (const [, route] of routes) expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const integrations = resources('AWS::ApiGatewayV2::Integration', { ApiId: { Ref: apiId } });
    expect(integrations.length).toBeGreaterThan(0);
    for (const [, integration] of integrations)
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(fnId);
  });

  it('has a throttled stage named live, with JSON access logs', () => {
    const [apiId] = webSocketApi();
    const [, stage] = onlyOne('AWS::ApiGatewayV2::Stage', { ApiId: { Ref: apiId } });
    expect(stage.Properties).toMatchObject({
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 50 },
    });
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      routeKey: '$context.routeKey',
      status: '$context.status',
      connectionId: '$context.connectionId',
    });
  });

  it('tells both functions where to post (the stage callback URL); the socket function gets the key and the origin secret', () => {
    const socketEnvironment = socketFunction()[1].Properties.Environment.Variables;
    const streamEnvironment = streamFunction()[1].Properties.Environment.Variables;
    for (const environment of [socketEnvironment, streamEnvironment]) {
      expect(JSON.stringify(environment.LIVE_CALLBACK_URL)).toContain('/live');
      expect(environment.TABLE_NAME).toBeDefined();
    }
    expect(socketEnvironment.JWT_SECRET_PARAMETER).toBeDefined();
    expect(socketEnvironment.ORIGIN_VERIFY_SECRET).toBeDefined();
    expect(streamEnvironment.JWT_SECRET_PARAMETER).toBeUndefined();
  });

  it("starts the stream function for shopping lists' items and aisle settings only, from the latest change, giving up on old news", () => {
    const [fnId] = streamFunction();
    const [, mapping] = onlyOne('AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: fnId } });
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^Table/), 'StreamArn'] },
      StartingPosition: 'LATEST',
      MaximumRecordAgeInSeconds: 60,
      BisectBatchOnFunctionError: true,
    });
    const patterns = mapping.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) =>
      JSON.parse(filter.Pattern),
    );
    expect(patterns).toEqual(
      ['SHOP#', 'AISLE#', 'PANTRY#', 'ALWAYS#'].map((prefix) => ({
        dynamodb: { Keys: { sk: { S: [{ prefix }] } } },
      })),
    );
  });

  it('serves /api/live through CloudFront to the stage, ahead of /api/*, with the origin-verify header', () => {
    const [, distribution] = onlyOne('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    const patterns = config.CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern);
    expect(patterns.indexOf('/api/live')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/live')).toBeLessThan(patterns.indexOf('/api/*'));
    const live = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/api/live',
    );
    const [rewriteId] = onlyOne('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Comment: 'Send the live path to the WebSocket API stage' }),
    });
    expect(live).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [rewriteId, 'FunctionARN'] } },
      ],
    });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === live.TargetOriginId);
    const [apiId] = webSocketApi();
    expect(JSON.stringify(origin.DomainName)).toContain(JSON.stringify({ Ref: apiId }));
    expect(origin.OriginCustomHeaders).toEqual([expect.objectContaining({ HeaderName: 'x-origin-verify' })]);
  });

  it('rewrites the live path to the stage (the CloudFront function as CloudFront runs it)', () => {
    const handler = runInNewContext(`${liveRewriteCode('live')}; handler`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri: '/api/live' } }).uri).toBe('/live');
  });
});
