import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import ipaddr from 'ipaddr.js';

/** Stamped by the CloudFront function on /api/* with the viewer's address; see decision 9. */
export const CLIENT_IP_HEADER = 'x-campus-client-ip';

/**
 * Who a per-client limit counts: an IPv4 address, or an IPv6 address's /64. One home, phone or
 * server gets a whole /64, so counting single IPv6 addresses would let it rotate past any limit.
 */
export function clientNetwork(address: string): string {
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The visitor's network, for per-client limits. Behind CloudFront, API Gateway's sourceIp is a
 * CloudFront edge, shared by many visitors; the viewer's own address comes in the header the
 * CloudFront function sets, overwriting any the viewer sent. A request reaches a handler only
 * with the origin secret (see origin.ts), so the header cannot be set by calling the API directly.
 * Only a real IP address is taken: the value becomes part of rate-limit keys.
 */
export function clientOf(event: APIGatewayProxyEventV2): string {
  const stamped = event.headers?.[CLIENT_IP_HEADER]?.trim();
  return clientNetwork(stamped && isIP(stamped) ? stamped : event.requestContext.http.sourceIp);
}
