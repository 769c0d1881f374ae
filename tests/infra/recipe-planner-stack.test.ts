import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/data/table-definition';
import { resources, routeEntries } from '#shared/routes';
import {
  contentSecurityPolicyFor,
  referrerPolicy,
  strictTransportSecurity,
} from '#shared/web-security-headers';
import { viewerAddressCode } from '../../infra/constructs/viewer-address';
import { functionAccess } from '../../infra/stacks/function-access';
import { RecipePlannerStack } from '../../infra/stacks/recipe-planner-stack';

const synthesize = (): Template => {
  const webAssetPath = mkdtempSync(join(tmpdir(), 'recipe-planner-web-'));
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>test</title>');
  // Bundling skipped: the template is what is under test, not esbuild.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return Template.fromStack(new RecipePlannerStack(app, 'Test', { webAssetPath }));
};

const template = synthesize();

/** Logical id and properties of the single resource of a type that matches. */
const only = (type: string, props: object = {}) => {
  const found = Object.entries(template.findResources(type, { Properties: props }));
  expect(found).toHaveLength(1);
  const [logicalId, resource] = found[0] as [string, { Properties: Record<string, unknown> }];
  return { logicalId, properties: resource.Properties };
};

const apiFunctions = () =>
  Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, resource]) =>
    String(resource.Properties.Description ?? '').startsWith('Recipe planner API: '),
  );

const functionOf = (resource: string) => {
  const found = apiFunctions().find(
    ([, fn]) => fn.Properties.Description === `Recipe planner API: ${resource}`,
  );
  if (!found) throw new Error(`no function for ${resource}`);
  return found[1];
};

const imageBucketId = () =>
  only('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } }).logicalId;

const transferBucketId = () =>
  only('AWS::S3::Bucket', {
    LifecycleConfiguration: { Rules: [Match.objectLike({ Id: 'ExpireTransfers' })] },
  }).logicalId;

const keySchema = ({ partitionKey, sortKey }: { partitionKey: string; sortKey: string }) => [
  { AttributeName: partitionKey, KeyType: 'HASH' },
  { AttributeName: sortKey, KeyType: 'RANGE' },
];

describe('table', () => {
  it('has the keys, indexes and TTL of tableDefinition', () => {
    const indexes = Object.entries(tableDefinition.indexes);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: keySchema(tableDefinition),
      GlobalSecondaryIndexes: indexes.map(([indexName, index]) => ({
        IndexName: indexName,
        KeySchema: keySchema(index),
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    });
    const { properties } = only('AWS::DynamoDB::GlobalTable');
    const keyNames = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...indexes.flatMap(([, index]) => [index.partitionKey, index.sortKey]),
    ];
    expect(properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
  });

  it('bills per request, keeps point-in-time recovery and is protected from deletion', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      }),
    });
  });
});

describe('image bucket', () => {
  it('is private, versioned, encrypted, SSL-only and retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      }),
    });
  });

  it('expires deleted images: old versions after 30 days, then their delete markers', () => {
    const { properties } = only('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
    expect(properties.LifecycleConfiguration).toEqual({
      Rules: [
        expect.objectContaining({
          Status: 'Enabled',
          NoncurrentVersionExpiration: { NoncurrentDays: 30 },
          ExpiredObjectDeleteMarker: true,
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        }),
      ],
    });
  });

  it('denies requests without TLS', () => {
    const { logicalId } = only('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

describe('API functions', () => {
  it('has one function per resource on Node.js 22, arm64 (but files), with its configuration', () => {
    const functions = apiFunctions();
    expect(functions.map(([, fn]) => fn.Properties.Description).sort()).toEqual(
      resources.map((resource) => `Recipe planner API: ${resource}`).sort(),
    );
    // Import waits on a third-party page (10 s at most); an export reads every photo of the caller's.
    const timeouts: Record<string, number> = { imports: 15, transfers: 29, users: 29 };
    for (const [, fn] of functions) {
      const resource = String(fn.Properties.Description).replace('Recipe planner API: ', '');
      const isFiles = resource === 'files';
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [isFiles ? 'x86_64' : 'arm64'],
        MemorySize: isFiles ? 1024 : 512,
        Timeout: timeouts[resource] ?? 10,
        Handler: 'index.handler',
      });
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['NODE_OPTIONS']),
      );
      expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.any(String) });
    }
  });

  it('gives the files function (sharp) x86_64 and 1024 MB', () => {
    expect(functionOf('files').Properties).toMatchObject({ Architectures: ['x86_64'], MemorySize: 1024 });
  });

  it('logs structured JSON at INFO through Powertools, kept for 30 days', () => {
    for (const [, fn] of apiFunctions()) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'recipe-planner',
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(template.toJSON().Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 30 },
      });
    }
  });

  // What each function may do is listed in least-privilege.test.ts; here, that each is told where.
  it('tells each function the table, bucket and secret it may use, and no other', () => {
    const variables = (resource: string) =>
      Object.keys(functionOf(resource).Properties.Environment.Variables);
    for (const resource of resources) {
      const access = functionAccess[resource];
      // A function that checks access tokens reads whether their session lives, in the table.
      expect(variables(resource).includes('TABLE_NAME'), resource).toBe(
        Boolean(access.table || access.jwtSecret),
      );
      expect(variables(resource).includes('IMAGE_BUCKET'), resource).toBe(Boolean(access.images));
      expect(variables(resource).includes('JWT_SECRET_PARAMETER'), resource).toBe(Boolean(access.jwtSecret));
    }
    expect(functionOf('files').Properties.Environment.Variables.IMAGE_BUCKET).toEqual({
      Ref: imageBucketId(),
    });
    expect(functionOf('users').Properties.Environment.Variables.JWT_SECRET_PARAMETER).toBe(
      '/Test/jwt-secret',
    );
    expect(functionOf('openapi').Properties.Environment.Variables).not.toHaveProperty('JWT_SECRET_PARAMETER');
  });
});

describe('HTTP API', () => {
  it('serves every route of the route table', () => {
    for (const [name, route] of routeEntries) {
      expect(
        template.findResources('AWS::ApiGatewayV2::Route', {
          Properties: { RouteKey: `${route.method} ${route.path}` },
        }),
        name,
      ).not.toEqual({});
    }
    // Plus the live lists' WebSocket routes ($connect, $disconnect, $default).
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routeEntries.length + 3);
  });

  it('has no authorizer (the functions check tokens) and a throttled default stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });
});

interface CacheBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId?: unknown;
  OriginRequestPolicyId?: unknown;
  AllowedMethods?: string[];
  ResponseHeadersPolicyId: { Ref: string };
  FunctionAssociations?: unknown;
}

interface DistributionConfig {
  DefaultRootObject: string;
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  CustomErrorResponses?: unknown;
}

describe('CloudFront', () => {
  const distributionConfig = () =>
    only('AWS::CloudFront::Distribution').properties.DistributionConfig as DistributionConfig;
  const behaviorFor = (pattern: string) => {
    const behavior = distributionConfig().CacheBehaviors.find(({ PathPattern }) => PathPattern === pattern);
    if (!behavior) throw new Error(`no ${pattern} cache behaviour`);
    return behavior;
  };
  const apiBehavior = () => behaviorFor('/api/*');

  it('reads the web bucket through Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Origins).toEqual(
      expect.arrayContaining([expect.objectContaining({ OriginAccessControlId: expect.anything() })]),
    );
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('rewrites client-side routes with a viewer-request function on the default behaviour', () => {
    const { logicalId } = only('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Comment: 'Serve index.html for client-side routes' }),
    });
    expect(distributionConfig().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId, 'FunctionARN'] } },
      ],
    });
  });

  it('sends /api/* uncached to the HTTP API with all methods', () => {
    const behavior = apiBehavior();
    expect(behavior).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    const apiOrigin = JSON.stringify(
      distributionConfig().Origins.find(({ Id }) => Id === behavior.TargetOriginId)?.DomainName,
    );
    const { logicalId: apiId } = only('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    expect(apiOrigin).toContain(JSON.stringify({ Ref: apiId }));
    expect(apiOrigin).toContain('.execute-api.');
  });

  it("tells the API each viewer's address: a viewer-request function on the API behaviours writes it", () => {
    const { logicalId, properties } = only('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Comment: Match.stringLikeRegexp('viewer address') }),
    });
    expect(properties.FunctionCode).toBe(viewerAddressCode);
    expect((properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
    const association = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [logicalId, 'FunctionARN'] } },
    ];
    // Every behaviour whose requests reach the API's functions uncached (sign-in among them).
    expect(apiBehavior().FunctionAssociations).toEqual(association);
    expect(behaviorFor('/api/files/images').FunctionAssociations).toEqual(association);
    // The API behaviour forwards what the function writes: every viewer header but Host.
    expect(apiBehavior().OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('caches image GETs at the edge by path and variant, for at most 5 minutes (a deleted image goes soon)', () => {
    const behavior = behaviorFor('/api/files/*');
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      TargetOriginId: apiBehavior().TargetOriginId,
      ResponseHeadersPolicyId: apiBehavior().ResponseHeadersPolicyId,
    });
    // Nothing but the cache key reaches the origin: no Authorization, no cookies.
    expect(behavior.OriginRequestPolicyId).toBeUndefined();
    const policyId = (behavior.CachePolicyId as { Ref: string }).Ref;
    expect(template.toJSON().Resources[policyId]).toMatchObject({
      Type: 'AWS::CloudFront::CachePolicy',
      Properties: {
        CachePolicyConfig: {
          MinTTL: 0,
          DefaultTTL: 0,
          MaxTTL: 300,
          ParametersInCacheKeyAndForwardedToOrigin: {
            QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['variant'] },
            HeadersConfig: { HeaderBehavior: 'none' },
            CookiesConfig: { CookieBehavior: 'none' },
            EnableAcceptEncodingGzip: false,
            EnableAcceptEncodingBrotli: false,
          },
        },
      },
    });
  });

  it('sends DELETE /api/files/images uncached with its Authorization header, ahead of the image cache', () => {
    const patterns = distributionConfig().CacheBehaviors.map(({ PathPattern }) => PathPattern);
    expect(patterns.indexOf('/api/files/images')).toBeLessThan(patterns.indexOf('/api/files/*'));
    expect(patterns.indexOf('/api/files/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const { PathPattern: _, ...deleteBehavior } = behaviorFor('/api/files/images');
    const { PathPattern: __, ...api } = apiBehavior();
    expect(deleteBehavior).toEqual(api);
  });

  it('adds the shared security headers: CSP on the app, HSTS and the rest on both', () => {
    const config = distributionConfig();
    const policyOf = (behavior: CacheBehavior) =>
      template.toJSON().Resources[behavior.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig
        .SecurityHeadersConfig;
    const web = policyOf(config.DefaultCacheBehavior);
    const api = policyOf(apiBehavior());
    expect(policyOf(behaviorFor('/api/files/*'))).toEqual(api);

    // The policy is the shared one, with the transfer bucket's signed upload addresses allowed.
    const [, parts] = web.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'];
    const joined = parts
      .map((part: unknown) => (typeof part === 'string' ? part : JSON.stringify(part)))
      .join('');
    const bucketDomain = JSON.stringify({ 'Fn::GetAtt': [transferBucketId(), 'RegionalDomainName'] });
    expect(joined).toBe(contentSecurityPolicyFor([`https://${bucketDomain}`]));
    expect(web.ContentSecurityPolicy.Override).toBe(true);
    for (const headers of [web, api]) {
      const hsts = headers.StrictTransportSecurity;
      const header = [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        hsts.IncludeSubdomains && 'includeSubDomains',
        hsts.Preload && 'preload',
      ]
        .filter(Boolean)
        .join('; ');
      expect(header).toBe(strictTransportSecurity);
      expect(hsts.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(2 * 365 * 24 * 3600);
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: referrerPolicy, Override: true });
    }
  });

  it('deploys the web app and invalidates the distribution', () => {
    const { logicalId } = only('AWS::CloudFront::Distribution');
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionId: { Ref: logicalId },
      DistributionPaths: ['/*'],
    });
  });
});

describe('moving recipes in and out', () => {
  it('keeps transfers in a private bucket for a day, taking signed PUT and GET from browsers', () => {
    const bucket = template.toJSON().Resources[transferBucketId()];
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: { CorsRules: [{ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['*'] }] },
      LifecycleConfiguration: { Rules: [{ Id: 'ExpireTransfers', ExpirationInDays: 1, Status: 'Enabled' }] },
    });
  });

  it('starts the upload function (sharp, its run of at most five minutes) for files put under imports/', () => {
    const [uploadId, upload] = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.Description === 'Recipe planner: reads an uploaded file of recipes',
    )!;
    expect(upload.Properties).toMatchObject({ Architectures: ['x86_64'], MemorySize: 1024, Timeout: 300 });
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'imports/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [uploadId, 'Arn'] },
          },
        ],
      },
    });
  });
});
