import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { MEDIA_CACHE_SECONDS } from '../../functions/uploads/buckets';

/**
 * /media/*: CachingOptimized's key (no cookies, headers or query strings; gzip and Brotli), with
 * every TTL bounded by MEDIA_CACHE_SECONDS. Confirm stores media with that Cache-Control; the
 * bound also covers files stored before it, which carry none (CachingOptimized kept those for 24
 * hours), so a deleted file leaves the edge within five minutes without an invalidation.
 */
export function mediaCachePolicy(scope: Construct): CachePolicy {
  const bound = Duration.seconds(MEDIA_CACHE_SECONDS);
  return new CachePolicy(scope, 'MediaCache', {
    comment: 'Campus public files: kept at the edge at most five minutes, so deletes take effect',
    minTtl: Duration.seconds(0),
    defaultTtl: bound,
    maxTtl: bound,
    cookieBehavior: CacheCookieBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
