import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientNetwork, clientOf } from './client-address';

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
