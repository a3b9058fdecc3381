import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { authRoutes } from '#shared/api/routes/auth';
import { trustedNetworks } from '../config/campus-config';
import type { ManagedRuleGroup, WafSettings } from '../config/edge-config';

type Statement = CfnWebACL.StatementProperty;

/*
 * The calls a guesser or a spammer repeats: sign-up, login, the two reset steps and a request for
 * another confirmation link (each of the mail-sending ones mails someone), named from the
 * route table so that a renamed path cannot slip out of the rule. Everything else (pages, chat,
 * notes) is left alone: a campus behind one address makes thousands of those calls a minute.
 */
export const RATE_LIMITED_PATHS = [
  authRoutes.signup.path,
  authRoutes.login.path,
  authRoutes.requestPasswordReset.path,
  authRoutes.resetPassword.path,
  authRoutes.resendConfirmation.path,
] as const;

/* An OR (AND) statement needs two statements or more; one stands alone. */
const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };
const allOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { andStatement: { statements } };

/* The path as API Gateway routes it: percent-decoded, with `//`, `./` and `../` resolved. */
const pathIs = (path: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'NORMALIZE_PATH' },
    ],
  },
});

/** An IP set per address family (WAF keeps IPv4 and IPv6 apart), as statements that match it. */
function trustedSets(scope: Construct, networks: readonly string[]): Statement[] {
  const families = [
    { version: 'IPV4', id: 'TrustedNetworksIPv4', addresses: networks.filter((n) => !n.includes(':')) },
    { version: 'IPV6', id: 'TrustedNetworksIPv6', addresses: networks.filter((n) => n.includes(':')) },
  ];
  return families
    .filter((family) => family.addresses.length > 0)
    .map((family) => {
      const set = new CfnIPSet(scope, family.id, {
        scope: 'CLOUDFRONT',
        ipAddressVersion: family.version,
        addresses: family.addresses,
        // WAF's pattern allows letters, digits, spaces and + = : # @ / - , . only.
        description: 'campus:trustedNetworks - counted per account only, not by the rate rule',
      });
      return { ipSetReferenceStatement: { arn: set.attrArn } };
    });
}

/*
 * Rules a managed group would block that a college's own traffic sends. The common rule set blocks
 * bodies over 8 KB, but a forum post may be 10,000 characters and an announcement or a contact
 * message 5,000 (shared/schemas), which in JSON, with Devanagari's three bytes a character, reach
 * 30 KB. Its body rules for cross-site scripting and file inclusion match text that quotes HTML
 * (`<script>`), paths (`../../etc`) or URLs (`http://…/file.php`): a web-programming class's forum
 * post or announcement does. The site stores such text as text and never renders it as HTML (every
 * page escapes it; the CSP allows no inline script), so these are counted, not blocking: their
 * metrics still show an attack. Uploads go straight to S3, past CloudFront; the API's own schemas
 * bound every body.
 */
const COUNT_ONLY: Partial<Record<ManagedRuleGroup, readonly string[]>> = {
  AWSManagedRulesCommonRuleSet: [
    'SizeRestrictions_BODY',
    'CrossSiteScripting_BODY',
    'GenericLFI_BODY',
    'GenericRFI_BODY',
  ],
};

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/* An AWS managed rule group as one rule, its own actions kept but for the COUNT_ONLY ones. */
const managedRule = (name: ManagedRuleGroup, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: COUNT_ONLY[name]?.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(`Campus${name.replace('AWSManagedRules', '')}`),
});

/**
 * A CloudFront web ACL (so made in us-east-1: see EdgeSecurityStack). Its rate rule blocks a
 * client address past `rateLimit` sign-up, login and reset calls in five minutes, the
 * deployment's trusted networks (campus:trustedNetworks) not counted; the managed rule groups
 * asked for follow it.
 */
export function campusWebAcl(scope: Construct, settings: WafSettings): CfnWebACL {
  const rules: CfnWebACL.RuleProperty[] = [];
  if (settings.rateLimit !== undefined) rules.push(rateRule(scope, settings.rateLimit));
  for (const group of settings.managedRules) rules.push(managedRule(group, rules.length));
  return new CfnWebACL(scope, 'WebAcl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('CampusWebAcl'),
    rules,
  });
}

function rateRule(scope: Construct, limit: number): CfnWebACL.RuleProperty {
  const trusted = trustedSets(scope, trustedNetworks(scope.node));
  const scopeDown = allOf([
    anyOf(RATE_LIMITED_PATHS.map(pathIs)),
    ...(trusted.length > 0 ? [{ notStatement: { statement: anyOf(trusted) } }] : []),
  ]);
  return {
    name: 'RateLimitPerClient',
    priority: 0,
    action: { block: {} },
    statement: {
      rateBasedStatement: { limit, aggregateKeyType: 'IP', scopeDownStatement: scopeDown },
    },
    visibilityConfig: visibility('CampusRateLimit'),
  };
}
