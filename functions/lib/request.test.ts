import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { departmentSchema } from '../../shared/schemas/department';
import { HttpError } from './http';
import { clientIp, parseBody } from './request';

const event = (body: string | undefined, isBase64Encoded = false, contentType = 'application/json') =>
  ({ body, isBase64Encoded, headers: { 'content-type': contentType } }) as unknown as APIGatewayProxyEventV2;

const errorOf = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};

describe('parseBody', () => {
  it('parses and validates a JSON body, base64 or not', () => {
    const json = JSON.stringify({ name: 'Civil', description: 'd' });
    expect(parseBody(departmentSchema, event(json)).name).toBe('Civil');
    expect(parseBody(departmentSchema, event(Buffer.from(json).toString('base64'), true)).name).toBe('Civil');
  });

  it('answers 415 to a body that is not JSON, and takes JSON with a charset', () => {
    const json = JSON.stringify({ name: 'Civil', description: 'd' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const error = errorOf(() => parseBody(departmentSchema, event(json, false, type)));
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe('Content-Type must be application/json.');
    }
    expect(parseBody(departmentSchema, event(json, false, 'Application/JSON; charset=utf-8')).name).toBe(
      'Civil',
    );
  });

  it('answers 400 to malformed JSON', () => {
    const error = errorOf(() => parseBody(departmentSchema, event('{nope')));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Request body must be valid JSON');
  });

  it('answers 400 naming the invalid field', () => {
    const error = errorOf(() =>
      parseBody(departmentSchema, event(JSON.stringify({ name: 'x', description: 5 }))),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^description: /);
  });

  it('answers 400 to a missing body', () => {
    expect(errorOf(() => parseBody(departmentSchema, event(undefined))).statusCode).toBe(400);
  });
});

describe('clientIp', () => {
  const withHeader = (value?: string) =>
    ({
      headers: value === undefined ? {} : { 'x-campus-client-ip': value },
      requestContext: { http: { sourceIp: '10.0.0.9' } },
    }) as unknown as APIGatewayProxyEventV2;

  it('takes the address CloudFront stamped, IPv4 or IPv6', () => {
    expect(clientIp(withHeader('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(withHeader('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('falls back to the connection address when the header is absent or not an address', () => {
    expect(clientIp(withHeader())).toBe('10.0.0.9');
    expect(clientIp(withHeader('x'.repeat(8000)))).toBe('10.0.0.9');
    expect(clientIp(withHeader('1.2.3.4#evil'))).toBe('10.0.0.9');
  });
});
