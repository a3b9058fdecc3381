import type { App } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';

/** Which edge locations CloudFront serves from: 100 has none in India, 200 and All do. */
export type PriceClassName = '100' | '200' | 'All';
const PRICE_CLASSES: Record<PriceClassName, PriceClass> = {
  '100': PriceClass.PRICE_CLASS_100,
  '200': PriceClass.PRICE_CLASS_200,
  All: PriceClass.PRICE_CLASS_ALL,
};
export const cloudFrontPriceClass = (name: PriceClassName): PriceClass => PRICE_CLASSES[name];

/** The AWS managed rule groups offered (free of a subscription; each costs as one WAF rule). */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
] as const;
export type ManagedRuleGroup = (typeof MANAGED_RULE_GROUPS)[number];

/** A web ACL this app makes, in a us-east-1 stack of its own (CampusEdgeSecurity). */
export interface WafSettings {
  /** Sign-up, login and reset calls one client address may make in five minutes. */
  readonly rateLimit?: number;
  readonly managedRules: readonly ManagedRuleGroup[];
}

/** Optional CloudFront settings, given as CDK context (docs/operations.md). */
export interface EdgeConfig {
  /** A custom domain with its ACM certificate (which CloudFront needs in us-east-1). */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  readonly priceClass: PriceClassName;
  /** campus:wafRateLimit or campus:wafManagedRules: a web ACL made by CampusEdgeSecurity. */
  readonly waf?: WafSettings;
  /**
   * The web ACL CloudFront uses: an existing one (campus:webAclArn), or, once buildCampus has made
   * it, CampusEdgeSecurity's.
   */
  readonly webAclArn?: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
/* A CLOUDFRONT-scope web ACL: `global/webacl/<name>/<id>`, always in us-east-1. */
const CLOUDFRONT_WEB_ACL =
  /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[A-Za-z0-9_-]{1,128}\/[0-9a-f-]{36}$/;

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
  const priceClass = context('priceClass') ?? '200';
  if (!Object.hasOwn(PRICE_CLASSES, String(priceClass))) {
    throw new Error(`campus:priceClass must be 100, 200 or All, not ${JSON.stringify(priceClass)}`);
  }
  const managedRules = managedRuleGroups(context('wafManagedRules'));
  const webAclArn = context('webAclArn');
  if (webAclArn !== undefined) {
    if (typeof webAclArn !== 'string' || !CLOUDFRONT_WEB_ACL.test(webAclArn)) {
      throw new Error(
        'campus:webAclArn must be a CLOUDFRONT-scope WAFv2 web ACL ARN in us-east-1 (arn:aws:wafv2:us-east-1:…:global/webacl/…)',
      );
    }
    if (wafRateLimit !== undefined || managedRules.length > 0) {
      throw new Error(
        'campus:webAclArn names an existing web ACL: give its rules there, not campus:wafRateLimit or campus:wafManagedRules',
      );
    }
  }
  const ownAcl = wafRateLimit !== undefined || managedRules.length > 0;
  return {
    domain:
      typeof name === 'string' && typeof certificateArn === 'string' ? { name, certificateArn } : undefined,
    priceClass: String(priceClass) as PriceClassName,
    waf: ownAcl ? { rateLimit: wafRateLimit, managedRules } : undefined,
    webAclArn: typeof webAclArn === 'string' ? webAclArn : undefined,
  };
}

/** `true` for all three groups, or some of them by name, separated by commas. */
function managedRuleGroups(value: unknown): readonly ManagedRuleGroup[] {
  if (value === undefined || value === false || value === 'false') return [];
  if (value === true || value === 'true') return MANAGED_RULE_GROUPS;
  const names = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [];
  const unknown = names.filter((part) => !(MANAGED_RULE_GROUPS as readonly string[]).includes(part));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `campus:wafManagedRules must be true or some of ${MANAGED_RULE_GROUPS.join(', ')}, not ${JSON.stringify(value)}`,
    );
  }
  return MANAGED_RULE_GROUPS.filter((group) => names.includes(group));
}
