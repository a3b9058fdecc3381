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

/**
 * A deployment's trusted networks (`campus:trustedNetworks`, e.g. `203.0.113.0/24,2001:db8:a::/48`),
 * each as its network address and prefix length. IPv6 networks must be /64 or wider: clients are
 * counted per /64, so a narrower one could not be told apart from the rest of its /64.
 */
export function parseTrustedNetworks(list: string): string[] {
  const networks = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [
    ...new Set(
      networks.map((entry) => {
        if (!ipaddr.isValidCIDR(entry)) {
          throw new Error(
            `A trusted network must be written as a CIDR (203.0.113.0/24), not ${JSON.stringify(entry)}`,
          );
        }
        const [address, prefix] = ipaddr.parseCIDR(entry);
        if (address.kind() === 'ipv6' && prefix > 64) {
          throw new Error(`A trusted IPv6 network must be a /64 or wider, not ${JSON.stringify(entry)}`);
        }
        const network =
          address.kind() === 'ipv4'
            ? ipaddr.IPv4.networkAddressFromCIDR(entry)
            : ipaddr.IPv6.networkAddressFromCIDR(entry);
        return `${network.toString()}/${prefix}`;
      }),
    ),
  ];
}

/** Whether a client (as clientNetwork names it) lies inside one of the networks. */
export function isInNetworks(client: string, networks: readonly string[]): boolean {
  // An IPv6 client is its /64, which lies inside a network of /64 or wider as its first address does.
  const address = ipaddr.parse(client.replace(/\/64$/, ''));
  return networks.some((network) => {
    const [base, prefix] = ipaddr.parseCIDR(network);
    if (base.kind() !== address.kind()) return false;
    return address.kind() === 'ipv4'
      ? (address as ipaddr.IPv4).match(base as ipaddr.IPv4, prefix)
      : (address as ipaddr.IPv6).match(base as ipaddr.IPv6, prefix);
  });
}
