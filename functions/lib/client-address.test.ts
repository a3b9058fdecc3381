import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientNetwork, clientOf, isInNetworks, parseTrustedNetworks } from './client-address';

describe('clientOf', () => {
  const withHeader = (value?: string) =>
    ({
      headers: value === undefined ? {} : { 'x-campus-client-ip': value },
      requestContext: { http: { sourceIp: '10.0.0.9' } },
    }) as unknown as APIGatewayProxyEventV2;

  it('takes the address CloudFront stamped', () => {
    expect(clientOf(withHeader('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientOf(withHeader('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
  });

  it('falls back to the connection address when the header is absent or not an address', () => {
    expect(clientOf(withHeader())).toBe('10.0.0.9');
    expect(clientOf(withHeader('x'.repeat(8000)))).toBe('10.0.0.9');
    expect(clientOf(withHeader('1.2.3.4#evil'))).toBe('10.0.0.9');
  });
});

describe('clientNetwork', () => {
  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const networks = [
      '2001:db8:a:b::1',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0DB8:000A:000B:0:0:0:9',
    ].map(clientNetwork);
    expect(new Set(networks)).toEqual(new Set(['2001:db8:a:b::/64']));
    expect(clientNetwork('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
  });

  it('keeps IPv4 addresses apart, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('203.0.113.6')).toBe('203.0.113.6');
    expect(clientNetwork('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('trusted networks', () => {
  it('reads a comma-separated list of IPv4 and IPv6 CIDRs, as network addresses, each once', () => {
    expect(parseTrustedNetworks(' 203.0.113.77/24, 2001:DB8:A::1/48,203.0.113.0/24 ')).toEqual([
      '203.0.113.0/24',
      '2001:db8:a::/48',
    ]);
    expect(parseTrustedNetworks('')).toEqual([]);
  });

  it('says plainly what is wrong with an entry', () => {
    expect(() => parseTrustedNetworks('203.0.113.5')).toThrow('must be written as a CIDR');
    expect(() => parseTrustedNetworks('campus')).toThrow('must be written as a CIDR');
    expect(() => parseTrustedNetworks('203.0.113.0/33')).toThrow('must be written as a CIDR');
    // Clients are counted per IPv6 /64, so a narrower network cannot be honoured.
    expect(() => parseTrustedNetworks('2001:db8:a:b::/96')).toThrow('a /64 or wider');
  });

  it('matches clients as clientNetwork names them: an IPv4 address, or an IPv6 /64', () => {
    const networks = parseTrustedNetworks('203.0.113.0/24,2001:db8:a::/48');
    expect(isInNetworks('203.0.113.200', networks)).toBe(true);
    expect(isInNetworks('203.0.114.1', networks)).toBe(false);
    expect(isInNetworks(clientNetwork('2001:db8:a:ff::9'), networks)).toBe(true);
    expect(isInNetworks(clientNetwork('2001:db8:b::9'), networks)).toBe(false);
    expect(isInNetworks(clientNetwork('::ffff:203.0.113.9'), networks)).toBe(true);
    expect(isInNetworks('198.51.100.1', [])).toBe(false);
  });
});
