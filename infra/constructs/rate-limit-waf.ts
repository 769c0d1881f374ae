import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests per 5 minutes from one address: the whole site, and the sign-in routes alone. */
const siteLimit = 1_000;
const signInLimit = 100;
const signInPaths = ['/api/users/login', '/api/users/register', '/api/users/refresh-token'];

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * A CloudFront-scope web ACL that blocks one address flooding the site or its sign-in routes. Off
 * unless asked for (`-c waf=true`): about $5 a month plus $1 a rule, more than a household's whole
 * bill (docs/operations.md). CloudFront-scope ACLs exist in us-east-1 only.
 */
export class RateLimitWaf extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { region } = Stack.of(this);
    if (!Token.isUnresolved(region) && region !== 'us-east-1')
      throw new Error(
        'waf=true needs the stack in us-east-1 (CloudFront web ACLs live there); use webAclArn',
      );
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('recipe-planner-waf'),
      rules: [
        {
          name: 'SignInRate',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('recipe-planner-sign-in-rate'),
          statement: {
            rateBasedStatement: {
              limit: signInLimit,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: signInPaths.map((path) => ({
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'EXACTLY',
                      searchString: path,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  })),
                },
              },
            },
          },
        },
        {
          name: 'SiteRate',
          priority: 1,
          action: { block: {} },
          visibilityConfig: visibility('recipe-planner-site-rate'),
          statement: { rateBasedStatement: { limit: siteLimit, aggregateKeyType: 'IP' } },
        },
      ],
    });
  }
}
