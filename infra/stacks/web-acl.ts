import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * A CloudFront web ACL whose one rule blocks a client address past `limit` requests in five
 * minutes. CloudFront web ACLs live in us-east-1, so the web stack must be deployed there to have one.
 */
export function rateLimitingWebAcl(scope: Construct, limit: number): CfnWebACL {
  const region = Stack.of(scope).region;
  if (!Token.isUnresolved(region) && region !== 'us-east-1') {
    throw new Error('campus:wafRateLimit needs the stacks in us-east-1, where CloudFront web ACLs live');
  }
  const visibility = (metricName: string) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName,
  });
  return new CfnWebACL(scope, 'WebAcl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('CampusWebAcl'),
    rules: [
      {
        name: 'RateLimitPerClient',
        priority: 0,
        action: { block: {} },
        statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP' } },
        visibilityConfig: visibility('CampusRateLimit'),
      },
    ],
  });
}
