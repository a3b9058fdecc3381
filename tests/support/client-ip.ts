import { randomBytes } from 'node:crypto';
import { CLIENT_IP_HEADER } from '../../functions/lib/request';

/*
 * Rate limits count per client address, and files on a shared stack would otherwise all be
 * 127.0.0.1 and spend one another's allowance. The gateway takes the address CloudFront stamps
 * (decision 9), so each caller can be a visitor of its own: a random address in 2001:db8::/32,
 * the range kept for documentation.
 */
export function newVisitor(): Record<string, string> {
  const group = () => randomBytes(2).toString('hex');
  return { [CLIENT_IP_HEADER]: `2001:db8::${group()}:${group()}:${group()}` };
}
