import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * HSTS, nosniff and referrer headers on every response, with a CSP and framing rule of its own.
 * No X-XSS-Protection: browsers have dropped the filter it switched on, and the CSP does its work.
 * HSTS covers subdomains and asks for the preload list only when the deployer opts in
 * (`campus:hstsPreload`): on a college's apex domain it would bind every subdomain (mail,
 * library, intranet) to HTTPS for as long as browsers remember it.
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  options: { csp: string; frameOption: HeadersFrameOption; hstsPreload: boolean },
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: options.csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: options.hstsPreload,
        preload: options.hstsPreload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: options.frameOption, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
}

/**
 * The API's cache policy, whose one purpose is compression: CloudFront compresses a response only
 * when the behaviour's cache policy lets Accept-Encoding into the cache key, and a policy whose
 * TTLs are all 0 (CACHING_DISABLED) may not. So the default and minimum TTLs are 0 and the maximum
 * is one second: nothing is cached unless the API asks for it, and it never does (every answer
 * says `Cache-Control: no-store`, functions/lib/http.ts; with a minimum TTL of 0 CloudFront obeys
 * it). Were anything ever cached, the key holds the caller's Authorization header and the whole
 * query, so no one is answered with another user's response.
 */
export function apiCachePolicy(scope: Construct, id: string): CachePolicy {
  return new CachePolicy(scope, id, {
    comment: 'Campus API: compressed, not cached (the API answers no-store)',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.none(),
  });
}
