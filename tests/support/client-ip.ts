import { randomInt } from 'node:crypto';

/*
 * Rate limits count per client address, and files on a shared stack would otherwise all be
 * 127.0.0.1 and spend one another's allowance. The gateway takes the address from the connection,
 * as CloudFront does, and Linux answers on all of 127.0.0.0/8, so each caller can be a visitor of
 * its own: a random loopback address to connect from (`call(…, { from })`).
 */
export function newVisitor(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
