import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The site's own address (`https://host`), stamped by the CloudFront function from the Host the
 * viewer reached the distribution by (CloudFront answers only for its own domains), and by the
 * local gateway. Links in mail are built on it; a request reaches a handler only through the
 * site (origin.ts), so a caller cannot point those links elsewhere.
 */
export const SITE_ORIGIN_HEADER = 'x-campus-site-origin';

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

export function siteOriginOf(event: APIGatewayProxyEventV2): string | undefined {
  const stamped = event.headers?.[SITE_ORIGIN_HEADER]?.trim();
  return stamped && ORIGIN.test(stamped) ? stamped.toLowerCase() : undefined;
}
