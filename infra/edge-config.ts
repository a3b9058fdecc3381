import type { App } from 'aws-cdk-lib';

/** Optional CloudFront settings, given as CDK context (README, “Deploy to AWS”). */
export interface EdgeConfig {
  /** A custom domain with its ACM certificate (which CloudFront needs in us-east-1). */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** Requests one client address may make in five minutes before WAF blocks it. */
  readonly wafRateLimit?: number;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

export function edgeConfig(app: App): EdgeConfig {
  const context = (key: string): unknown => app.node.tryGetContext(`campus:${key}`);
  const name = context('domainName');
  const certificateArn = context('certificateArn');
  if ((name === undefined) !== (certificateArn === undefined)) {
    throw new Error('campus:domainName and campus:certificateArn go together: give both or neither');
  }
  if (name !== undefined && (typeof name !== 'string' || !DOMAIN.test(name))) {
    throw new Error(`campus:domainName must be a domain name, not ${JSON.stringify(name)}`);
  }
  if (
    certificateArn !== undefined &&
    (typeof certificateArn !== 'string' || !US_EAST_1_CERTIFICATE.test(certificateArn))
  ) {
    throw new Error(
      'campus:certificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads it there)',
    );
  }
  const rate = context('wafRateLimit');
  const wafRateLimit = rate === undefined ? undefined : Number(rate);
  if (
    wafRateLimit !== undefined &&
    (!Number.isInteger(wafRateLimit) || wafRateLimit < 10 || wafRateLimit > 2_000_000_000)
  ) {
    throw new Error(
      `campus:wafRateLimit must be a whole number of requests per 5 minutes, at least 10, not ${JSON.stringify(rate)}`,
    );
  }
  return {
    domain:
      typeof name === 'string' && typeof certificateArn === 'string' ? { name, certificateArn } : undefined,
    wafRateLimit,
  };
}
