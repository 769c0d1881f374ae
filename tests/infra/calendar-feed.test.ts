import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthesizeStack } from './support/synthesize';

const template = Template.fromStack(synthesizeStack());
const resourcesOfType = (type: string) => Object.entries(template.findResources(type));

describe('the calendar feed in AWS', () => {
  it("tells the calendar and users functions the site's address (CloudFront's), and no other function", () => {
    const functions = resourcesOfType('AWS::Lambda::Function');
    const [distributionId] = resourcesOfType('AWS::CloudFront::Distribution').map(([id]) => id);
    // The calendar's feed links, and the users function's reset and invitation links (issue 25).
    const linking = ['calendar', 'users'].map(
      (resource) =>
        functions.find(([, fn]) => fn.Properties.Description === `Recipe planner API: ${resource}`)?.[1],
    );
    for (const fn of linking)
      expect(fn?.Properties.Environment.Variables.WEB_ORIGIN).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
      });
    const others = functions.filter(([, fn]) => !linking.includes(fn));
    expect(others.filter(([, fn]) => fn.Properties.Environment?.Variables?.WEB_ORIGIN)).toEqual([]);
  });

  it('caps the public feed route below the stage (a cost cap: the flood limit is per address)', () => {
    const [, stage] =
      resourcesOfType('AWS::ApiGatewayV2::Stage').find(
        ([, candidate]) => candidate.Properties.StageName === '$default',
      ) ?? [];
    const feed = stage?.Properties.RouteSettings['GET /api/calendar/{feedFile}'];
    expect(feed).toEqual({ ThrottlingRateLimit: 40, ThrottlingBurstLimit: 80 });
    expect(feed.ThrottlingRateLimit).toBeLessThan(stage?.Properties.DefaultRouteSettings.ThrottlingRateLimit);
  });
});
